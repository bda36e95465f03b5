import { readYaml } from './load.ts';
import { galleryFile } from './schemas/gallery.ts';

export * from './schemas/gallery.ts';

export const gallery = readYaml('gallery.yaml', galleryFile).gallery;

export type Project = (typeof gallery)[number];

/** A project's picture: its photo where the business has added one, else its illustration. */
export const projectPicture = (p: Project) => ({
  image: p.photo || p.image,
  width: p.width,
  height: p.height,
  alt: p.photo ? p.photoAlt : p.alt,
});

/** The id of a project's card title on the home page. */
export const projectAnchor = (slug: string) => `project-${slug}`;
