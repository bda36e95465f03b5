import { caseStudy } from './guides.ts';
import { gallery, projectPicture } from './gallery.ts';
import type { Service } from './services.ts';
import { paths, projectPath } from '../paths.ts';

export interface RelatedProject {
  kind: 'gallery' | 'case-study';
  href: string;
  title: string;
  description: string;
  tags: readonly string[];
  /** The project's photo or illustration (a gallery project). */
  picture?: ReturnType<typeof projectPicture>;
  /** Levels measured indoors before and after, in dB, and what was measured. */
  measured: { before: number; after: number; what: string }[];
}

/** The case study's own project: the family home it follows. */
const caseStudyHome = 'family-home';

/**
 * The gallery project a service page shows: the first that names the page among its `servicePages` (a project names
 * the service, so renaming a project breaks no reference), or none.
 */
export const serviceProject = (service: Pick<Service, 'slug'>) =>
  gallery.find((p) => p.servicePages.includes(service.slug));

/** The project a service page shows: its gallery project, or the case study where no project names the page. */
export function relatedProject(service: Service): RelatedProject {
  const project = serviceProject(service);
  if (!project) {
    const home = caseStudy.sections.find((s) => s.id === caseStudyHome);
    if (!home) throw new Error(`src/content/guides/case-study.yaml has no section "${caseStudyHome}"`);
    return {
      kind: 'case-study',
      href: `${paths.caseStudies}#${home.id}`,
      title: home.title,
      description: caseStudy.standfirst,
      tags: [],
      measured: caseStudy.results.map((r) => ({ before: r.beforeDb, after: r.afterDb, what: r.source })),
    };
  }
  const { dbBefore, dbAfter } = project;
  return {
    kind: 'gallery',
    href: projectPath(project.slug),
    title: project.title,
    description: project.description,
    tags: project.features,
    picture: projectPicture(project),
    measured:
      dbBefore !== undefined && dbAfter !== undefined
        ? [{ before: dbBefore, after: dbAfter, what: project.title }]
        : [],
  };
}
