import { SiteImage, type ImageSource } from '../ui/SiteImage.tsx';

export interface GalleryCard {
  slug: string;
  title: string;
  description: string;
  features: readonly string[];
  alt: string;
  image: { src: string; srcSet?: string; width: number; height: number; sources: ImageSource[] };
}

/** Project cards: picture, title, a sentence and three feature tags. */
export function Gallery({ items }: { items: readonly GalleryCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <article
            aria-labelledby={`project-${item.slug}`}
            className="h-full overflow-hidden rounded-card border border-stone-200 bg-white shadow-card"
          >
            <div data-image-frame="" className="bg-stone-100">
              <SiteImage
                {...item.image}
                alt={item.alt}
                sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
              />
            </div>
            <div className="p-5">
              <h3 id={`project-${item.slug}`} className="text-lg font-semibold">
                {item.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {item.features.map((f) => (
                  <li
                    key={f}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
                  >
                    {f}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
