import { AreaSection } from './AreaSection.tsx';
import { fill, words } from '../../content/interface.ts';

export interface LocalProject {
  slug: string;
  /** The project's own page. */
  href: string;
  title: string;
  description: string;
  features: readonly string[];
}

/** Our projects in the area (the gallery's projects that name it); nothing when there are none yet. */
export function LocalProjects({ name, projects }: { name: string; projects: readonly LocalProject[] }) {
  if (projects.length === 0) return null;
  return (
    <AreaSection id="projects" title={fill(words.areaPages.projects, { area: name })}>
      <ul className="grid gap-4 md:grid-cols-2">
        {projects.map((p) => (
          <li key={p.slug} className="rounded-card border border-stone-200 bg-white p-5">
            <h3 className="font-serif text-lg font-semibold">
              <a
                href={p.href}
                className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4"
              >
                {p.title}
              </a>
            </h3>
            <p className="mt-1 text-ink-muted">{p.description}</p>
            <p className="mt-2 text-sm font-semibold text-brand-700">{p.features.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </AreaSection>
  );
}
