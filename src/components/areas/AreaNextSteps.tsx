import { ArrowRight } from 'lucide-react';
import { fill, words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';
import type { LocalProject } from './LocalProjects.tsx';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline';

/**
 * What an installer page's visitor asks before booking, answered by a link each: work we did in the area (its first
 * project, or the case study where it has none yet) and the guide that weighs secondary glazing against new windows.
 */
export function AreaNextSteps({ name, project }: { name: string; project?: LocalProject }) {
  const t = words.areaPages;
  const links = [
    project
      ? { href: project.href, text: fill(t.projectLink, { project: project.title }) }
      : { href: paths.caseStudies, text: t.caseStudyLink },
    { href: paths.comparisons, text: t.guideLink },
  ];
  return (
    <section aria-labelledby="next-questions" className="container-page py-10">
      <h2 id="next-questions" className="text-xl font-bold">
        {fill(t.nextQuestions, { area: name })}
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.text}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
