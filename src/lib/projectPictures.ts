import { projectPicture, type Project } from '../content/gallery.ts';
import { projectCardFacts } from '../content/projects.ts';
import { resolveImage, type ResolvedImage } from './images.ts';

export interface ProjectPictures {
  image: ResolvedImage;
  alt: string;
  /** A photo of the same window before the work. */
  before?: ResolvedImage;
}

/** A project's picture for a page: its photo where the business has added one (and the before photo), else its illustration. */
export async function projectPictures(project: Project): Promise<ProjectPictures> {
  const picture = projectPicture(project);
  return {
    image: await resolveImage(picture),
    alt: picture.alt,
    before: project.beforePhoto ? await resolveImage({ ...picture, image: project.beforePhoto }) : undefined,
  };
}

/** A project as its card shows it: its page, its picture and the facts the business recorded of it. */
export interface ProjectCardItem {
  slug: string;
  href: string;
  title: string;
  pictures: ProjectPictures;
  place: string;
  propertyType: string;
  service: string;
  windowsFitted?: number;
}

/** The cards of some projects (their pictures resolved), in the order given. */
export const projectCardItems = (list: readonly (Project & { href: string })[]): Promise<ProjectCardItem[]> =>
  Promise.all(
    list.map(async (project) => ({
      slug: project.slug,
      href: project.href,
      title: project.title,
      pictures: await projectPictures(project),
      ...projectCardFacts(project),
    })),
  );
