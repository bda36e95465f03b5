import type { Drawing, ProjectPictures } from '../../content/projectPictures.ts';
import { SiteImage } from '../ui/SiteImage.tsx';
import { fill, words } from '../../content/interface.ts';

/**
 * A project's picture: the photo (or illustration), with the before photo beside it where there is one; an
 * illustration given as its `drawing` is drawn inline (the markup is the site's own file, read at build time).
 */
export function ProjectPicture({
  title,
  pictures,
  sizes,
  priority = false,
  drawing,
}: {
  title: string;
  pictures: ProjectPictures;
  sizes: string;
  priority?: boolean;
  drawing?: Drawing;
}) {
  const t = words.projectPages;
  if (drawing && !pictures.before)
    return (
      <div className="bg-stone-100">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={drawing.viewBox}
          width={pictures.image.width}
          height={pictures.image.height}
          role="img"
          aria-label={pictures.alt}
          className="block h-auto w-full"
          dangerouslySetInnerHTML={{ __html: drawing.body }}
        />
      </div>
    );
  if (!pictures.before)
    return (
      <div data-image-frame="" className="bg-stone-100">
        <SiteImage
          {...pictures.image}
          alt={pictures.alt}
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      </div>
    );
  return (
    <div className="grid grid-cols-2 gap-px bg-stone-200">
      {[
        { label: t.before, image: pictures.before, alt: fill(t.beforeAlt, { project: title }) },
        { label: t.after, image: pictures.image, alt: pictures.alt },
      ].map(({ label, image, alt }) => (
        <figure key={label} data-image-frame="" className="relative bg-stone-100">
          <SiteImage {...image} alt={alt} sizes={sizes} priority={priority} className="object-cover" />
          <figcaption className="absolute bottom-2 left-2 rounded bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink">
            {label}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
