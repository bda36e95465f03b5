import { ArrowRight } from 'lucide-react';
import type { ResolvedImage } from '../../lib/images.ts';
import { SiteImage } from '../ui/SiteImage.tsx';
import { TagList } from '../ui/TagList.tsx';
import { fill } from '../../lib/templates.ts';
import { Filled } from '../ui/Filled.tsx';
import { projectAnchor } from '../../content/gallery.ts';

export interface GalleryCard {
  slug: string;
  title: string;
  description: string;
  features: readonly string[];
  alt: string;
  image: ResolvedImage;
  /** A photo of the same window before the work. */
  before?: ResolvedImage;
  place?: string;
  propertyType?: string;
  windowsFitted?: number;
  dbBefore?: number;
  dbAfter?: number;
}

const sizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw';

/** What the business recorded of a project: the property, where, how many windows. */
const projectFacts = (item: GalleryCard) =>
  [
    item.propertyType,
    item.place,
    item.windowsFitted && `${item.windowsFitted} window${item.windowsFitted === 1 ? '' : 's'}`,
  ].filter(Boolean);

/** Project cards: picture, title, a sentence and three feature tags. */
/** home.yaml's words for the gallery: the swipe hint (`{count}` projects) and a project's measured levels. */
export interface GalleryWords {
  galleryHint: string;
  rowLabel: string;
  measured: string;
}

export function Gallery({ items, words }: { items: readonly GalleryCard[]; words: GalleryWords }) {
  return (
    <div>
      <p aria-hidden="true" className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-brand-700">
        {/* One span: loose text nodes would each be a flex item, with the gap between them. */}
        <span>{fill(words.galleryHint, { count: items.length })}</span>
        <ArrowRight className="size-4" />
      </p>
      {/* One swipeable row at every width (no card left alone on a row, and a short page on phones); keyboard
          users focus the row to scroll it. */}
      <section
        aria-label={fill(words.rowLabel, { count: items.length })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto overscroll-x-contain pb-4"
      >
        <ul className="flex snap-x snap-mandatory gap-4 sm:gap-6">
          {items.map((item) => (
            <li key={item.slug} className="w-[82%] shrink-0 snap-start sm:w-[45%] lg:w-[30%]">
              <article
                aria-labelledby={projectAnchor(item.slug)}
                className="h-full overflow-hidden rounded-card border border-stone-200 bg-white shadow-card"
              >
                {item.before ? (
                  <div className="grid grid-cols-2 gap-px bg-stone-200">
                    {[
                      { label: 'Before', image: item.before, alt: `${item.title}, before` },
                      { label: 'After', image: item.image, alt: item.alt },
                    ].map(({ label, image, alt }) => (
                      <figure key={label} data-image-frame="" className="relative bg-stone-100">
                        <SiteImage {...image} alt={alt} sizes={sizes} className="object-cover" />
                        <figcaption className="absolute bottom-2 left-2 rounded bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink">
                          {label}
                        </figcaption>
                      </figure>
                    ))}
                  </div>
                ) : (
                  <div data-image-frame="" className="bg-stone-100">
                    <SiteImage {...item.image} alt={item.alt} sizes={sizes} className="object-cover" />
                  </div>
                )}
                <div className="p-4 sm:p-5">
                  <h3 id={projectAnchor(item.slug)} className="text-lg font-semibold">
                    {item.title}
                  </h3>
                  {projectFacts(item).length > 0 && (
                    <p className="mt-1 text-sm font-semibold text-ink-muted">
                      {projectFacts(item).join(' · ')}
                    </p>
                  )}
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>
                  {item.dbBefore !== undefined && item.dbAfter !== undefined && (
                    <p className="mt-3 text-sm text-ink">
                      <Filled
                        text={words.measured}
                        values={{
                          before: <strong>{item.dbBefore} dB</strong>,
                          after: <strong>{item.dbAfter} dB</strong>,
                        }}
                      />
                    </p>
                  )}
                  <TagList tags={item.features} className="mt-3 sm:mt-4" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
