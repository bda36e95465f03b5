import { fill, words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';
import type { LocalProject } from './LocalProjects.tsx';

/**
 * What an installer page's visitor asks before booking, answered by a link each: work we did in the area (its first
 * project, unless the page lists them already, or the case study where it has none) and the guide that weighs secondary glazing
 * against new windows.
 */
export function nextQuestionLinks(
  project: LocalProject | undefined,
  /** The page lists the area's projects itself (an installer page standing in for its /areas page). */
  listsProjects: boolean,
): { href: string; text: string }[] {
  const t = words.areaPages;
  const work = project
    ? { href: project.href, text: fill(t.projectLink, { project: project.title }) }
    : { href: paths.caseStudies, text: t.caseStudyLink };
  return [...(listsProjects && project ? [] : [work]), { href: paths.comparisons, text: t.guideLink }];
}
