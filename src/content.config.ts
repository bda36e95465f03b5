import path from 'node:path';
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'zod';
import { contentRoot, prepareYaml } from './content/load.ts';
import { areaSchema } from './content/areas/schema.ts';
import { serviceSchema } from './content/schemas/services.ts';
import { collectionName, contentSchemas, fileRule, type ContentFile } from './content/files.ts';

// The words and figures of the site. The schemas live in plain modules (src/content/**) so the build, Vitest and
// the editor's field rules share them; the modules read the same files for the route registry and the pages.
const inContent = (relativePath: string) => path.join(contentRoot, relativePath);

/** A file checked as a whole (list lengths, one popular plan…): one entry, named after the file. */
function wholeFile(name: ContentFile) {
  const { schema, figures } = fileRule(name);
  const filePath = inContent(name);
  const id = path.basename(name, '.yaml');
  return defineCollection({
    loader: file(filePath, { parser: (text) => ({ [id]: { value: prepareYaml(text, filePath, figures) } }) }),
    schema: z.object({ value: schema }),
  });
}

export const collections = {
  ...Object.fromEntries(
    (Object.keys(contentSchemas) as ContentFile[]).map((name) => [collectionName(name), wholeFile(name)]),
  ),
  /** One entry per area file: both its pages derive from it. */
  areas: defineCollection({
    loader: glob({ pattern: '*.yaml', base: inContent('areas') }),
    schema: areaSchema,
  }),
  /** One entry per service (its `slug`); services.ts also checks the list as a whole. */
  services: defineCollection({
    loader: file(inContent('services.yaml'), {
      parser: (text) =>
        (
          prepareYaml(text, inContent('services.yaml'), fileRule('services.yaml').figures) as {
            services: Record<string, unknown>[];
          }
        ).services,
    }),
    schema: serviceSchema,
  }),
};
