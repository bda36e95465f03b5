import { ArrowRight } from 'lucide-react';
import { projectCardFacts, projects } from '../../content/projects.ts';
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

const t = words.projectsIndex;

/** Every project as a short link with its place, property and service: the list beside the case study. */
export function ProjectList() {
  return (
    <section aria-labelledby="more-projects" className="border-t border-stone-200 bg-stone-50 py-12">
      <div className="container-page max-w-4xl">
        <h2 id="more-projects" className="text-2xl font-bold sm:text-3xl">
          {t.caseStudyTitle}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{t.caseStudyText}</p>
        <ul className="mt-6 grid gap-x-8 sm:grid-cols-2">
          {projects.map((project) => {
            const facts = projectCardFacts(project);
            return (
              <li key={project.slug} className="border-b border-stone-200 py-3">
                <a href={project.href} className="font-semibold text-brand-700 underline underline-offset-4">
                  {project.title}
                </a>
                <p className="text-sm text-ink-muted">
                  {[facts.propertyType, facts.service].filter(Boolean).join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6">
          <a
            href={paths.projects}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
          >
            {words.projectPages.allProjects}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brass-700" />
          </a>
        </p>
      </div>
    </section>
  );
}
