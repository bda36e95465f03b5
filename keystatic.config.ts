import { collection, config, fields, singleton } from '@keystatic/core';
import { z } from 'zod';
import { areaSchema, collectionName, contentSchemas, type ContentFile } from './src/content/schemas/index.ts';
import { areaTemplateSchema } from './src/content/areas/schema.ts';
import { estimatorSourcesCollection, labelOf, objectFields } from './src/content/editor/fields.ts';
import { estimatorId, estimatorSourceSchema, idPattern } from './src/content/schemas/estimatorSources.ts';
import { fileNotes } from './src/content/editor/notes.ts';
import { areaEditorFields, areaTemplateEditorFields } from './src/content/editor/areaFields.ts';
// In the editor's page: a notice after every save naming the pages that show it.
import './src/content/editor/saveNotice.ts';
import './src/content/editor/freshScreens.ts';
import { businessFileSchema } from './src/config/site.ts';
import { estimatorSchema } from './src/content/estimator/data.ts';
import { estimatorWordsSchema } from './src/content/estimator/words.ts';

// The editor of `npm run edit`: every content file, its fields built from the same zod schemas the build checks
// (src/content/editor/fields.ts; tests/unit/editor.test.ts compares them).
const { name: _name, ...areaFields } = objectFields(areaSchema);
const { title: _title, ...sourceFields } = objectFields(estimatorSourceSchema);
const [titleRule, idRule] = [estimatorSourceSchema.shape.title, estimatorId];

const titles: Record<ContentFile, string> = {
  'services.yaml': 'Services',
  'service-page.yaml': 'Service pages: shared words',
  'plans.yaml': 'Maintenance plans',
  'gallery.yaml': 'Projects (home gallery)',
  'glazing-types.yaml': 'Glazing types',
  'home.yaml': 'Home page words',
  'home-stats.yaml': 'Home page figures',
  'results.yaml': 'Results by noise source',
  'benefits.yaml': 'Benefits',
  'process.yaml': 'How it works (steps)',
  'thermal.yaml': 'Thermal options',
  'contact.yaml': 'Contact and quote pages',
  'forms.yaml': 'Forms: their words',
  'regions.yaml': 'London regions',
  'about.yaml': 'About page',
  'legal/privacy.yaml': 'Privacy policy',
  'legal/terms.yaml': 'Terms of service',
  'claims.yaml': 'Claims and their evidence',
  'reviews.yaml': 'Reviews',
  'accreditations.yaml': 'Accreditations',
  'guides/figures.yaml': 'Guides: figures, tables and charts',
  'guides/benefits.yaml': 'Guide: benefits of secondary glazing',
  'guides/comparisons.yaml': 'Guide: comparisons',
  'guides/case-study.yaml': 'Guide: case study',
  'guides/resources.yaml': 'Guide: resources',
  'interface.yaml': 'Headings, buttons and labels on every page',
  'pages.yaml': 'Page titles and search descriptions',
};

// Editing on the live site: set PUBLIC_KEYSTATIC_GITHUB_REPO (owner/name) and Keystatic's GitHub app variables.
const githubRepo = import.meta.env?.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  ui: { brand: { name: 'Hushpane site' } },
  collections: {
    areas: collection({
      label: 'Areas',
      path: 'src/content/areas/*',
      slugField: 'name',
      format: { data: 'yaml' },
      schema: {
        name: fields.slug({
          name: {
            label: 'Name',
            description:
              'The area’s name as its pages show it (4 to 20 characters). Its file and pages take the name below it, in small letters joined by - (clapham: /areas/clapham).',
            validation: { length: { min: 4, max: 20 } },
          },
        }),
        // On one screen, lists typed in place, the template's sentences given (src/content/area-template.yaml).
        ...areaEditorFields(areaFields),
      },
    }),
    // The sources the calculator's figures cite, picked from this list ("Noise calculator: figures and sources").
    [estimatorSourcesCollection]: collection({
      label: 'Noise calculator: sources',
      path: 'src/content/estimator-sources/*',
      slugField: 'title',
      format: { data: 'yaml' },
      schema: {
        title: fields.slug({
          name: {
            label: 'Title',
            description: (z.globalRegistry.get(titleRule) as { description?: string }).description,
            validation: { length: { min: titleRule.minLength!, max: titleRule.maxLength! } },
          },
          slug: {
            label: 'Id',
            description:
              'The name the figures cite it by: lower-case words joined by -, up to 40 characters (for example ofcom-noise-survey). A source renamed or deleted while the figures still cite it is left out of the page, and the launch list names it until they cite another.',
            validation: {
              length: { min: idRule.minLength!, max: idRule.maxLength! },
              pattern: idPattern,
            },
          },
        }),
        ...sourceFields,
      },
    }),
  },
  singletons: {
    // The sentences every area's pages use unless the area writes its own (src/content/areas/template.ts).
    areaTemplate: singleton({
      label: 'Area template',
      path: 'src/content/area-template',
      format: { data: 'yaml' },
      schema: areaTemplateEditorFields(objectFields(areaTemplateSchema)),
    }),
    business: singleton({
      label: 'Business details',
      path: 'src/config/business',
      format: { data: 'json' },
      schema: objectFields(businessFileSchema),
    }),
    // The calculator's files are JSON: its island imports them (a browser cannot read YAML at run time).
    noiseEstimator: singleton({
      label: 'Noise calculator: figures and sources',
      path: 'src/content/noiseEstimator',
      format: { data: 'json' },
      schema: objectFields(estimatorSchema),
    }),
    estimatorWords: singleton({
      label: 'Noise calculator: words',
      path: 'src/content/estimator-words',
      format: { data: 'json' },
      schema: objectFields(estimatorWordsSchema),
    }),
    ...Object.fromEntries(
      (Object.keys(contentSchemas) as ContentFile[]).map((file) => [
        collectionName(file),
        singleton({
          label: titles[file] ?? labelOf(file),
          path: `src/content/${file.replace(/\.yaml$/, '')}`,
          format: { data: 'yaml' },
          schema: objectFields(contentSchemas[file], fileNotes[file]),
        }),
      ]),
    ),
  },
});
