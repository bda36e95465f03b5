import { caseStudy } from './guides.ts';
import { gallery, projectPicture } from './gallery.ts';
import { caseStudyProject, type Service } from './services.ts';
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

/** The project a service page shows (its `project`): a card of the home page gallery, or the case study. */
export function relatedProject(service: Service): RelatedProject {
  if (service.project === caseStudyProject) {
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
  // services.ts has checked that the slug names a project.
  const project = gallery.find((p) => p.slug === service.project)!;
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
