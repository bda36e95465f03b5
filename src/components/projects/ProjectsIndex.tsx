import { projectAreas, projectServices } from '../../content/projects.ts';
import { words } from '../../content/interface.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../paths.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import type { ProjectCardItem } from '../../content/projectPictures.ts';
import { ProjectCards } from './ProjectCard.tsx';

const t = words.projectsIndex;

/** One row of filter links: plain links to pages of their own, the page shown marked as current. */
function FilterLinks({
  label,
  links,
  current,
}: {
  label: string;
  links: { href: string; name: string }[];
  current: string;
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
      <h3 className="w-full text-sm font-semibold tracking-wide text-ink-muted uppercase sm:w-28">{label}</h3>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                link.href === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-brand-700 hover:border-brand-700',
              )}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /projects and its pages by service and by area: the filters as links (no script), then the projects' cards. */
export function ProjectsIndex({
  title,
  path,
  items,
}: {
  title: string;
  path: string;
  items: ProjectCardItem[];
}) {
  return (
    <>
      <PageIntro eyebrow={t.eyebrow} title={title}>
        <p>{t.intro}</p>
      </PageIntro>
      <div className="container-page py-10 sm:py-14">
        <nav
          aria-labelledby="project-filters"
          className="rounded-card border border-stone-200 bg-stone-50 p-4 sm:p-5"
        >
          <h2 id="project-filters" className="sr-only">
            {t.filters}
          </h2>
          <div className="grid gap-4">
            <FilterLinks
              label={t.byService}
              current={path}
              links={[{ href: paths.projects, name: t.all }, ...projectServices]}
            />
            <FilterLinks label={t.byArea} current={path} links={projectAreas} />
          </div>
        </nav>
        <div className="mt-8">
          <ProjectCards items={items} />
        </div>
      </div>
    </>
  );
}
