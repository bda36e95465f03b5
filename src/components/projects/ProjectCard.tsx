import type { ProjectCardItem } from '../../content/projectPictures.ts';
import { words } from '../../content/interface.ts';
import { ProjectPicture } from './ProjectPicture.tsx';

const sizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw';

/** A project's card: the whole card opens its page; place, property, service and windows, each only where known. */
export function ProjectCard({ item, headingLevel = 2 }: { item: ProjectCardItem; headingLevel?: 2 | 3 }) {
  const t = words.projectPages;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [
    { label: t.place, value: item.place },
    { label: t.propertyType, value: item.propertyType },
    { label: t.service, value: item.service },
    { label: t.windowsFitted, value: item.windowsFitted?.toString() ?? '' },
  ].filter((f) => f.value);
  return (
    <article
      aria-labelledby={`card-${item.slug}`}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-stone-200 bg-white shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brass-500 hover:shadow-lg"
    >
      <ProjectPicture title={item.title} pictures={item.pictures} sizes={sizes} />
      <div className="p-4 sm:p-5">
        <Heading id={`card-${item.slug}`} className="text-lg font-semibold">
          <a href={item.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </a>
        </Heading>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="font-semibold text-ink-muted">{f.label}</dt>
              <dd className="text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

/** A grid of project cards. */
export function ProjectCards({ items, headingLevel }: { items: ProjectCardItem[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <ProjectCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
