import { readYaml } from './load.ts';
import { galleryFile } from './schemas/gallery.ts';

export * from './schemas/gallery.ts';

export const gallery = readYaml('gallery.yaml', galleryFile).gallery;

/** The projects in an area: those whose place or title ("Georgian sash, Kensington") names it. */
export const projectsIn = (areaName: string) =>
  gallery.filter((p) => p.place === areaName || p.title.endsWith(`, ${areaName}`));
