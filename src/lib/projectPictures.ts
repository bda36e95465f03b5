import { projectPicture, type Project } from '../content/gallery.ts';
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
