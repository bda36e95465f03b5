import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import path from 'node:path';
import { contentRoot } from './content/load.ts';
import { areaSchema, regionSchema } from './content/areas/schema.ts';

const inContent = (relativePath: string) => path.join(contentRoot, relativePath);

// The words and figures of the site. The schemas live in plain modules (src/content/**/schema.ts) so the build,
// Vitest and the editor's field rules share them; src/content/*/index.ts reads the same files for the route registry.
export const collections = {
  areas: defineCollection({
    loader: glob({ pattern: '*.yaml', base: inContent('areas') }),
    schema: areaSchema,
  }),
  regions: defineCollection({ loader: file(inContent('regions.yaml')), schema: regionSchema }),
};
