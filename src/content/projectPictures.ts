import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectPicture, type Project } from './gallery.ts';
import { projectCardFacts } from './projects.ts';
import { resolveImage, type ResolvedImage } from '../lib/images.ts';

export interface ProjectPictures {
  image: ResolvedImage;
  alt: string;
  /** A photo of the same window before the work. */
  before?: ResolvedImage;
}

/** An illustration's drawing, for an inline `<svg>`: its viewBox and what it draws. */
export interface Drawing {
  viewBox: string;
  body: string;
}

/**
 * The drawing of an illustration (an SVG of public/), to draw inline where the page's first screen shows it: it
 * paints with the document, no request before it (docs/performance.md). Its own `<title>` is left out: the page
 * names it with the project's alt text. None for a photo.
 */
export async function projectDrawing(image: ResolvedImage): Promise<Drawing | undefined> {
  if (image.sources.length || !image.src.endsWith('.svg')) return undefined;
  const svg = await readFile(path.resolve('public', image.src.slice(1)), 'utf8');
  const viewBox = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const body = svg
    .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
    .replace(/<title>[\s\S]*?<\/title>/, '');
  return viewBox ? { viewBox, body } : undefined;
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
