import path from 'node:path';
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentRoot } from './content/load.ts';
import { areaSchema } from './content/areas/schema.ts';
import { serviceSchema } from './content/services.ts';
import { contentFiles } from './content/files.ts';

// The words and figures of the site. The schemas live in plain modules (src/content/**) so the build, Vitest and
// the editor's field rules share them; the modules read the same files for the route registry and the pages.
const inContent = (relativePath: string) => path.join(contentRoot, relativePath);

/** A file checked as a whole (list lengths, one popular plan…): one entry, named after the file. */
const wholeFile = (name: string, schema: z.ZodType) =>
  defineCollection({
    loader: file(inContent(name), {
      parser: (text) => ({ [name.replace(/\.yaml$/, '')]: { value: parse(text) } }),
    }),
    schema: z.object({ value: schema }),
  });

const camel = (name: string) =>
  name.replace(/\.yaml$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const collections = {
  ...Object.fromEntries(
    Object.entries(contentFiles).map(([name, schema]) => [camel(name), wholeFile(name, schema)]),
  ),
  /** One entry per area file: both its pages derive from it. */
  areas: defineCollection({
    loader: glob({ pattern: '*.yaml', base: inContent('areas') }),
    schema: areaSchema,
  }),
  /** One entry per service (its `slug`); services.ts also checks the list as a whole. */
  services: defineCollection({ loader: file(inContent('services.yaml')), schema: serviceSchema }),
};
