import { readYaml } from './load.ts';
import { galleryFile } from './schemas/gallery.ts';

export * from './schemas/gallery.ts';

export const gallery = readYaml('gallery.yaml', galleryFile).gallery;
