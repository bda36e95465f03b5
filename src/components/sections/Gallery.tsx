import { ArrowRight } from 'lucide-react';
import type { ProjectPictures } from '../../content/projectPictures.ts';
import { ProjectPicture } from '../projects/ProjectPicture.tsx';
import { TagList } from '../ui/TagList.tsx';
import { fill } from '../../lib/templates.ts';
import { Filled } from '../ui/Filled.tsx';
import { projectAnchor } from '../../content/gallery.ts';

export interface GalleryCard {
  slug: string;
  /** The project's own page. */
  href: string;
  title: string;
  description: string;
  features: readonly string[];
  pictures: ProjectPictures;
  /** The area's page the project links to, where the site has one. */
  area?: { href: string; name: string };
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

/** Project cards (picture, title, a sentence, three feature tags, links to the project and its area) and home.yaml's words for the gallery: the swipe hint (`{count}` projects) and a project's measured levels. */
export interface GalleryWords {
  galleryHint: string;
  rowLabel: string;
  measured: string;
  /** The card's words for the link to the project's page, and for the link to its area's (`{area}`). */
  cardLink: string;
  areaLink: string;
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
                className="relative h-full overflow-hidden rounded-card border border-stone-200 bg-white shadow-card"
              >
                <ProjectPicture title={item.title} pictures={item.pictures} sizes={sizes} />
                <div className="p-4 sm:p-5">
                  <h3 id={projectAnchor(item.slug)} className="text-lg font-semibold">
                    {/* The whole card opens the project's page; the area link sits above that. */}
                    <a href={item.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {item.title}
                    </a>
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
                  <p className="mt-3 flex flex-wrap gap-x-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700"
                    >
                      {words.cardLink}
                      <ArrowRight className="size-4 text-brass-700" />
                    </span>
                    {item.area && (
                      <a
                        href={item.area.href}
                        className="relative z-10 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {fill(words.areaLink, { area: item.area.name })}
                      </a>
                    )}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
