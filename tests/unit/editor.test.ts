import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z as zod, type z } from 'zod';
import keystatic from '../../keystatic.config.ts';
import {
  areaSchema,
  collectionName,
  contentSchemas,
  type ContentFile,
} from '../../src/content/schemas/index.ts';
import { areaPageOptions } from '../../src/content/editor/fields.ts';
import { jsonSchemaOf } from '../../src/content/editor/jsonSchema.ts';
import { parse, stringify } from 'yaml';
import { claimsFile, reviewsFile } from '../../src/content/schemas/proof.ts';
import { galleryFile } from '../../src/content/schemas/gallery.ts';
import { services } from '../../src/content/services.ts';
import { planSlugs, plansFile } from '../../src/content/schemas/plans.ts';
import { faqItemSchema, guideFiguresFile } from '../../src/content/guides/schema.ts';
import { fileNotes } from '../../src/content/editor/notes.ts';
import { areaPageAreas, areas } from '../../src/content/areas/index.ts';
import { businessFileSchema } from '../../src/config/site.ts';
import { citedSources, estimatorData, estimatorSchema } from '../../src/content/estimator/data.ts';
import { estimatorSourceSchema } from '../../src/content/schemas/estimatorSources.ts';
import { estimatorSources } from '../../src/content/estimatorSources.ts';
import { estimatorWordsSchema } from '../../src/content/estimator/words.ts';
import { editorBuildMode } from '../../src/config/env.ts';
import { requireBuild } from './support/builtSite.ts';
import { codeRules } from './support/codeRules.ts';
import {
  builds,
  compare,
  compareFile,
  entryFields,
  fieldAt,
  openChanged,
  passes,
  type Field,
} from './support/editorFields.ts';

describe('the editor (keystatic.config.ts)', () => {
  it.each(Object.keys(contentSchemas) as ContentFile[])('%s: its fields keep the schema rules', (file) => {
    const key = collectionName(file);
    const singleton = (keystatic.singletons as Record<string, unknown>)[key] as {
      path: string;
      schema: Record<string, Field>;
    };
    expect(singleton.path).toBe(`src/content/${file.replace(/\.yaml$/, '')}`);
    const compared = compareFile(contentSchemas[file], singleton.schema, file);
    expect(compared).toBeGreaterThan(0);
  });

  it('business details: business.json, its fields keeping the schema rules', () => {
    const business = keystatic.singletons!.business as unknown as {
      path: string;
      format: { data: string };
      schema: Record<string, Field>;
    };
    expect(business.path).toBe('src/config/business');
    expect(business.format.data).toBe('json');
    expect(compareFile(businessFileSchema, business.schema, 'business')).toBeGreaterThan(20);
  });

  it.each([
    ['noiseEstimator', 'src/content/noiseEstimator', estimatorSchema],
    ['estimatorWords', 'src/content/estimator-words', estimatorWordsSchema],
  ] as const)(
    '%s: a JSON file the calculator imports, its fields keeping the schema rules',
    (key, path, schema) => {
      const singleton = (keystatic.singletons as Record<string, unknown>)[key] as {
        path: string;
        format: { data: string };
        schema: Record<string, Field>;
      };
      expect(singleton.path).toBe(path);
      expect(singleton.format.data).toBe('json');
      expect(compareFile(schema, singleton.schema, key)).toBeGreaterThan(20);
    },
  );

  it('areas: one file per area, its fields keeping the schema rules', () => {
    const areas = keystatic.collections!.areas as unknown as { path: string; schema: Record<string, Field> };
    expect(areas.path).toBe('src/content/areas/*');
    const { name, ...rest } = areas.schema;
    expect(name).toBeDefined();
    // The name is the entry's slug field (its file name follows it); every other field keeps the schema's rules.
    const area = jsonSchemaOf(areaSchema);
    const { name: _name, ...properties } = area.properties!;
    expect(compare({ ...area, properties }, { kind: 'object', fields: rest }, 'areas')).toBeGreaterThan(20);
    // The /areas page's switch says what switching it off does (the switch's description, from the schema).
    expect((rest.areaPage as Field).kind).toBe('conditional');
    expect(properties.areaPage!.description).toMatch(/Switched off, the area keeps only its installer page/);
  });

  it('opens every content file as it is: each value passes its editor field, so a save is never refused', async () => {
    // Keystatic's reader parses and validates each field as the editor does when it loads a file and saves it (a
    // blank date written as '' once kept the whole reviews file from saving).
    const { createReader } = await import('@keystatic/core/reader');
    const reader = createReader(process.cwd(), keystatic);
    const refused: string[] = [];
    const open = async (name: string, read: () => Promise<unknown>) =>
      read().catch((error: unknown) => refused.push(`${name}: ${String(error)}`));
    for (const [key, singleton] of Object.entries(reader.singletons))
      await open(key, () => (singleton as { readOrThrow: () => Promise<unknown> }).readOrThrow());
    for (const slug of await reader.collections.areas.list())
      await open(`areas/${slug}`, () => reader.collections.areas.readOrThrow(slug));
    const sources = reader.collections.estimatorSources;
    for (const slug of await sources.list())
      await open(`estimator-sources/${slug}`, () => sources.readOrThrow(slug));
    expect(refused).toEqual([]);
  });

  it('guides: every block kind is a choice in the editor, with its own field', () => {
    const guide = (keystatic.singletons as Record<string, unknown>).guidesBenefits as {
      schema: Record<string, Field>;
    };
    const blocks = guide.schema.sections!.element!.fields!.blocks!;
    expect(blocks.kind).toBe('array');
    expect(blocks.element!.kind).toBe('conditional');
    expect(blocks.element!.discriminant!.options!.map((o) => o.value)).toEqual([
      'p',
      'h3',
      'list',
      'table',
      'barChart',
      'link',
      'callout',
    ]);
    expect(blocks.element!.values!.table!.options!.map((o) => o.value)).toEqual([
      'acousticPerformance',
      'secondaryVersusReplacement',
    ]);
  });

  it('would notice a union whose editor choices drifted from its kinds', async () => {
    const { fields } = await import('@keystatic/core');
    const { z } = await import('zod');
    const union = z.discriminatedUnion('discriminant', [
      z.object({ discriminant: z.literal('a'), value: z.string().max(10) }),
      z.object({ discriminant: z.literal('b'), value: z.string().max(10) }),
    ]);
    const text = fields.text({ label: 'Text', validation: { isRequired: true, length: { max: 10 } } });
    const drifted = fields.conditional(
      fields.select({ label: 'Kind', options: [{ label: 'A', value: 'a' }], defaultValue: 'a' }),
      { a: text },
    );
    expect(() => compare(jsonSchemaOf(union), drifted as unknown as Field, 'blocks')).toThrow(
      /blocks \(choice\)/,
    );
  });

  it('would notice a field whose rule drifted from the schema', async () => {
    const { fields } = await import('@keystatic/core');
    const { z } = await import('zod');
    const drifted = fields.text({ label: 'Name', validation: { isRequired: true, length: { max: 40 } } });
    expect(() =>
      compare(jsonSchemaOf(z.string().min(3).max(30)), drifted as unknown as Field, 'name'),
    ).toThrow(/takes 31 characters as the schema does/);
  });

  it('explains each file where the person editing reads it: no YAML comment for a save to drop', () => {
    const yamlFiles = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.yaml'),
    );
    const commented = yamlFiles.filter((f) =>
      readFileSync(`src/content/${f}`, 'utf8')
        .split('\n')
        .some((line) => /^\s*#/.test(line)),
    );
    expect(commented).toEqual([]);
    for (const [file, note] of Object.entries(fileNotes) as [ContentFile, string][]) {
      const singleton = (keystatic.singletons as Record<string, unknown>)[collectionName(file)] as {
        schema: Record<string, { description?: string; label?: string }>;
      };
      // The first group or list shows it (a text field keeps its description inside the editor's input).
      const first = Object.values(singleton.schema).find((f) => 'description' in f)!;
      expect(first.description, file).toMatch(new RegExp(`^${note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });
});

describe('the editor in the builds', () => {
  it('the public build (npm run build) holds no editor code, route or server part', () => {
    const dist = requireBuild();
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /keystatic|_worker|^server\b/i.test(f))).toEqual([]);
    const text = files.filter((f) => /\.(html|js|css|xml|txt|json)$|_headers$|_redirects$/.test(f));
    expect(text.length).toBeGreaterThan(50);
    // Keystatic's packages and its routes (a PUBLIC_KEYSTATIC_* value in .env is a public setting, not editor code).
    const editorCode = /@keystatic|keystatic-(page|api|astro)|\/(api\/)?keystatic\//i;
    expect(text.filter((f) => editorCode.test(readFileSync(path.join(dist, f), 'utf8')))).toEqual([]);
  });

  it('HUSHPANE_EDITOR picks the editor: the local files, or GitHub with the repository named', () => {
    expect(editorBuildMode({})).toBeUndefined();
    expect(editorBuildMode({ HUSHPANE_EDITOR: '1' })).toBe('local');
    expect(editorBuildMode({ HUSHPANE_EDITOR: 'github', PUBLIC_KEYSTATIC_GITHUB_REPO: 'acme/site' })).toBe(
      'github',
    );
    expect(() => editorBuildMode({ HUSHPANE_EDITOR: 'github' })).toThrow(
      /npm run build:editor needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner\/name/,
    );
    expect(() => editorBuildMode({ HUSHPANE_EDITOR: 'yes' })).toThrow(/HUSHPANE_EDITOR must be 1/);
  });
});

/** The fields of a calculator source (the collection's entry). */
const sourceFields = () => entryFields('estimatorSources').fields!;

type StoredReview = { page: { discriminant: string; value: string } };

describe('the editor refuses what the build refuses', () => {
  it('a review on an /areas page: the editor offers only the areas that have one, never London', async () => {
    const field = fieldAt('reviews', 'reviews[].page:area');
    const without = areas.filter((a) => !a.areaPage).map((a) => a.slug);
    expect(without.length, 'an area without an /areas page (London)').toBeGreaterThan(0);
    expect(field.options!.map((o) => o.value).sort()).toEqual(areaPageAreas.map((a) => a.slug).sort());
    for (const slug of without) expect(() => field.parse!(slug), slug).toThrow();
    // Every area has an installer page: that choice picks from all of them.
    expect(fieldAt('reviews', 'reviews[].page:installer').kind).toBe('form');

    const onAreaPage = (slug: string) => (data: { reviews: StoredReview[] }) => {
      data.reviews[0]!.page = { discriminant: 'area', value: slug };
    };
    expect(await openChanged('reviews', 'reviews.yaml', onAreaPage(without[0]!))).toMatch(/valid option/);
    expect(await openChanged('reviews', 'reviews.yaml', onAreaPage(areaPageAreas[0]!.slug))).toBeUndefined();
    // Written by hand, the build takes it: the area's installer page shows it (tests/unit/area-page-off.test.ts).
    const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    try {
      cpSync('src/content', dir, { recursive: true });
      const file = path.join(dir, 'reviews.yaml');
      const stored = parse(readFileSync(file, 'utf8')) as { reviews: StoredReview[] };
      onAreaPage(without[0]!)(stored);
      writeFileSync(file, stringify(stored));
      expect(zod.safeParse(reviewsFile, stored).success).toBe(true);
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const { getArea, reviewPages } = await import('../../src/content/areas/index.ts');
      expect(reviewPages('installer', getArea(without[0]!))).toContain('area');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an area created with an /areas page joins the pick-list', () => {
    const barnes = parse(readFileSync('src/content/areas/barnes.yaml', 'utf8')) as Record<string, unknown>;
    const london = parse(readFileSync('src/content/areas/london.yaml', 'utf8')) as Record<string, unknown>;
    expect(
      areaPageOptions({
        '../areas/clapham.yaml': stringify({ ...barnes, name: 'Clapham' }),
        '../areas/london.yaml': stringify(london),
      }),
    ).toEqual([{ label: 'Clapham', value: 'clapham' }]);
  });

  it('a project names the service pages that show it: ticked from the services, nothing else', () => {
    const field = fieldAt('gallery', 'gallery[].servicePages');
    const slugs = services.map((s) => s.slug);
    expect(field.options!.map((o) => o.value)).toEqual(slugs);
    expect(field.parse!([slugs[0]])).toEqual([slugs[0]]);
    expect(() => field.parse!(['mansion-block'])).toThrow();
    // A service no longer names its project, so renaming a project leaves nothing to break.
    expect(Object.keys(fieldAt('services', 'services[]').fields!)).not.toContain('project');
  });

  it('a question ends with a question mark, in the editor as in the build', async () => {
    const faqFields = [
      fieldAt('services', 'services[].faqs[].question'),
      fieldAt('guidesBenefits', 'faqs[].question'),
      fieldAt('guidesResources', 'faqs[].question'),
    ];
    for (const field of faqFields) {
      expect(passes(field, 'How long does fitting take?')).toBe(true);
      expect(passes(field, 'How long does fitting take')).toBe(false);
    }
    expect(faqItemSchema.shape.question.safeParse('How long does fitting take').success).toBe(false);
    expect(faqItemSchema.shape.question.safeParse('How long does fitting take?').success).toBe(true);
    const unasked = (data: { faqs: { question: string }[] }) => {
      data.faqs[0]!.question = data.faqs[0]!.question.replace(/\?$/, '');
    };
    expect(await openChanged('guidesBenefits', 'guides/benefits.yaml', unasked)).toMatch(/question mark/);
  });

  it('a calculator source’s link is a web address, in the editor as in the build', async () => {
    const field = sourceFields().url!;
    const url = estimatorSourceSchema.shape.url;
    for (const [link, ok] of [
      ['https://www.legislation.gov.uk/uksi/2010/2214', true],
      ['http://www.who.int/docstore/peh/noise/ComnoiseExec.htm', true],
      ['www.legislation.gov.uk/uksi/2010/2214', false],
      ['see the WHO guidelines', false],
      ['https://not a link', false],
    ] as const) {
      expect(passes(field, link), link).toBe(ok);
      expect(url.safeParse(link).success, link).toBe(ok);
    }
    const source = estimatorSources[0]!.id;
    const unlinked = (data: { url: string }) => {
      data.url = 'the WHO guidelines for community noise';
    };
    expect(
      await openChanged(`estimatorSources/${source}`, `estimator-sources/${source}.yaml`, unlinked),
    ).toMatch(/https:\/\//);
  });

  it('a calculator figure cites sources picked from the calculator’s sources; one with no source is left out, not a build stop', async () => {
    // In the editor: a pick-list of the sources (one file each), at least one for a figure that needs one.
    for (const at of ['model.air.sources', 'glasses[].sources', 'guidelines.average[].sources']) {
      const field = fieldAt('noiseEstimator', at);
      expect(field.collection, at).toBe('estimatorSources');
      expect(passes(field, []), `${at} cites none`).toBe(false);
    }
    // A preset's level may have no published source yet (its note says so).
    expect(passes(fieldAt('noiseEstimator', 'noiseKinds[].presets[].sources'), [])).toBe(true);
    // The pick-list's entries are the files the build reads, and every cited id is one of them.
    const { createReader } = await import('@keystatic/core/reader');
    const listed = await createReader(process.cwd(), keystatic).collections.estimatorSources.list();
    expect([...listed].sort()).toEqual(estimatorSources.map((s) => s.id).sort());
    expect(listed).toEqual(expect.arrayContaining([...new Set(citedSources(estimatorData))]));
    // A source's id is its file name: the editor takes only one the build takes, and never one already taken.
    const id = sourceFields().title as unknown as {
      validate: (v: { name: string; slug: string }, extra: object) => unknown;
    };
    const named = (slug: string, taken: string[] = []) => {
      try {
        id.validate(
          { name: 'WHO, Night Noise Guidelines for Europe, 2009', slug },
          { slugField: { slugs: new Set(taken), glob: '*' } },
        );
        return true;
      } catch {
        return false;
      }
    };
    expect(named('who-2009')).toBe(true);
    expect(named('WHO 2009')).toBe(false);
    expect(named('w'.repeat(41))).toBe(false);
    expect(named('who-1999', ['who-1999'])).toBe(false);
    // Renaming or removing a cited source in the editor is the one way left to cite no file: the build does not stop;
    // the page leaves that citation out and npm run launch-check names it (tests/unit/launch-check.test.ts).
    const cited = estimatorData.perception.sources[0]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    try {
      cpSync('src/content', dir, { recursive: true });
      rmSync(path.join(dir, 'estimator-sources', `${cited}.yaml`));
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const left = await import('../../src/content/estimatorSources.ts');
      expect(left.danglingCitations(estimatorData, left.estimatorSources)).toEqual([cited]);
      expect(left.sourcesFor(citedSources(estimatorData)).map((s) => s.id)).not.toContain(cited);
      const { contentInput } = await import('../../scripts/launch/content.ts');
      expect(contentInput([], {}).danglingCitations).toEqual([cited]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a calculator preset is held in its kind of noise, and a guideline list each for averages and for events', async () => {
    // A preset has no kind to type: it is one of its kind's presets, and the calculator reads it with that kind.
    expect(Object.keys(fieldAt('noiseEstimator', 'noiseKinds[].presets[]').fields!)).not.toContain('kind');
    const stored = JSON.parse(readFileSync('src/content/noiseEstimator.json', 'utf8')) as {
      noiseKinds: { id: string; presets: { id: string }[] }[];
      guidelines: Record<'average' | 'events', { id: string }[]>;
    };
    expect(estimatorData.outdoorPresets.map((p) => [p.id, p.kind])).toEqual(
      stored.noiseKinds.flatMap((k) => k.presets.map((p) => [p.id, k.id])),
    );
    // Averages (LAeq) for continuous noise and maxima (LAmax) for events: each list keeps at least one guideline.
    const guidelines = fieldAt('noiseEstimator', 'guidelines');
    expect(Object.keys(guidelines.fields!)).toEqual(['average', 'events']);
    for (const list of ['average', 'events'] as const) {
      expect(guidelines.fields![list]!.validation?.length?.min, list).toBe(1);
      const none = structuredClone(stored);
      none.guidelines[list] = [];
      expect(estimatorSchema.safeParse(none).success, list).toBe(false);
      expect(
        await openChanged('noiseEstimator', 'noiseEstimator.json', (data: typeof stored) => {
          data.guidelines[list] = [];
        }),
        list,
      ).toMatch(new RegExp(`guidelines\\.${list}: Must have at least 1`));
    }
    expect(estimatorData.guidelines.map((g) => [g.id, g.event])).toEqual([
      ...stored.guidelines.average.map((g) => [g.id, false]),
      ...stored.guidelines.events.map((g) => [g.id, true]),
    ]);
  });

  it.each([['model.lossFactor.byInterlayer', /never damps less than plain glass/]])(
    'the calculator’s %s rise in order, in the editor as in the build',
    async (at, refusal) => {
      const field = fieldAt('noiseEstimator', at);
      const stored = JSON.parse(readFileSync('src/content/noiseEstimator.json', 'utf8')) as Record<
        string,
        never
      >;
      const group = (data: Record<string, never>) =>
        at.split('.').reduce<Record<string, number>>((d, key) => d[key] as never, data as never);
      const figures = group(stored);
      expect(passes(field, figures)).toBe(true);
      const keys = Object.keys(figures);
      // The highest figure typed below the lowest, as a slip of the keyboard would.
      const swapped = { ...figures, [keys.at(-1)!]: figures[keys[0]!]! / 2 };
      expect(() => field.validate!(swapped)).toThrow(refusal);
      // The build refuses them too, with the same words.
      const refused = structuredClone(stored);
      Object.assign(group(refused), swapped);
      const issues = estimatorSchema.safeParse(refused).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toEqual([expect.stringMatching(refusal)]);
      expect(
        await openChanged('noiseEstimator', 'noiseEstimator.json', (data: Record<string, never>) => {
          Object.assign(group(data), swapped);
        }),
      ).toMatch(refusal);
      // The model reads the same figures, beside the group's sources.
      const model = estimatorData.model as unknown as Record<string, Record<string, number>>;
      expect(model[at.split('.')[1]!]).toMatchObject(figures);
    },
  );

  it('a project’s illustration is picked from the drawings in public/illustrations/gallery/', async () => {
    const drawings = readdirSync('public/illustrations/gallery')
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `/illustrations/gallery/${f}`)
      .sort();
    const field = fieldAt('gallery', 'gallery[].image');
    expect(field.options!.map((o) => o.value).sort()).toEqual(drawings);
    expect(field.options!.every((o) => !('label' in o) || !String(o.label).includes('/'))).toBe(true);
    const misspelt = (data: { gallery: { image: string }[] }) => {
      data.gallery[0]!.image = '/illustrations/gallery/georgian-sassh.svg';
    };
    expect(await openChanged('gallery', 'gallery.yaml', misspelt)).toMatch(/valid option/);
    const image = (galleryFile.shape.gallery.element as unknown as z.ZodObject).shape.image!;
    expect(image.safeParse('/illustrations/gallery/georgian-sassh.svg').success).toBe(false);
    expect(image.safeParse(drawings[0]).success).toBe(true);
  });

  it('a service photo and its description are one part: the editor asks for both', () => {
    const photo = fieldAt('services', 'services[].photo');
    expect(photo.kind).toBe('conditional');
    const alt = fieldAt('services', 'services[].photo:true.alt');
    expect(passes(alt, '')).toBe(false);
    expect(passes(alt, 'The sash window from inside, with its secondary pane')).toBe(true);
    expect(fieldAt('services', 'services[].photo:true.image').formKind).toBe('asset');
  });

  it('one plan is the popular one: picked from the three, never none or two', async () => {
    const popular = fieldAt('plans', 'popular');
    expect(popular.options!.map((o) => o.value)).toEqual([...planSlugs]);
    expect(Object.keys(fieldAt('plans', 'plans[]').fields!)).not.toContain('popular');
    expect(() => popular.parse!('gold')).toThrow();
    const file = parse(readFileSync('src/content/plans.yaml', 'utf8')) as { popular: string };
    expect(plansFile.parse(file).plans.filter((p) => p.popular)).toEqual([
      expect.objectContaining({ slug: file.popular }),
    ]);
    expect(
      await openChanged('plans', 'plans.yaml', (data: { popular: string }) => (data.popular = 'gold')),
    ).toMatch(/valid option/);
  });

  it('each claim id once: the editor refuses a copy that keeps its id, as the build does', () => {
    const claims = parse(readFileSync('src/content/claims.yaml', 'utf8')) as { claims: { id: string }[] };
    const [first, second] = claims.claims as [{ id: string }, { id: string }];
    const copied = [...claims.claims, { ...second, id: first.id }];
    expect(claimsFile.safeParse({ claims: copied }).success).toBe(false);
    expect(claimsFile.safeParse(claims).success).toBe(true);
    // As Keystatic's save checks a list with a slug field: each item's key against every other item's.
    const field = fieldAt('claims', 'claims');
    const refused = (items: { id: string }[]) =>
      items.filter((item, i) => {
        const others = new Set(items.filter((_, j) => j !== i).map((other) => other.id));
        try {
          field.element!.fields![field.slugField!]!.validate!(item.id, {
            slugField: { slugs: others, glob: '*' },
          });
          return false;
        } catch {
          return true;
        }
      });
    expect(field.slugField).toBe('id');
    expect(refused(copied).map((c) => c.id)).toEqual([first.id, first.id]);
    expect(refused(claims.claims)).toEqual([]);
    expect(refused([...claims.claims, { ...second, id: `${first.id}Copy` }])).toEqual([]);
  });

  it('a table row has a cell per value column: the columns are fixed in number, the editor refuses a short or long row', async () => {
    const tables = [
      ['guidesFigures', 'guides/figures.yaml', 'tables.secondaryVersusReplacement'],
      ['guidesComparisons', 'guides/comparisons.yaml', 'performanceTable'],
      ['guidesComparisons', 'guides/comparisons.yaml', 'practicalTable'],
    ] as const;
    type Table = { columns: string[]; rows: { cells: string[] }[] };
    const at = (data: Record<string, unknown>, where: string) =>
      where.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], data) as Table;
    for (const [singleton, file, where] of tables) {
      const stored = at(parse(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>, where);
      const values = stored.columns.length - 1;
      // The editor's lists hold exactly as many headings and cells as the file has value columns.
      expect(fieldAt(singleton, `${where}.columns`).validation?.length, where).toEqual({
        min: values + 1,
        max: values + 1,
      });
      expect(fieldAt(singleton, `${where}.rows[].cells`).validation?.length, where).toEqual({
        min: values,
        max: values,
      });
      // Opened as Keystatic's editor opens and saves it (its list checks each length), a row short of a cell or with
      // one too many is refused; so is a heading taken away. The build refuses each too.
      expect(builds(file, parse(readFileSync(`src/content/${file}`, 'utf8')))).toBe(true);
      for (const [change, refusal] of [
        [(t: Table) => t.rows[0]!.cells.pop(), /Must have at least/],
        [(t: Table) => t.rows.at(-1)!.cells.push('An extra cell'), /Must have at most/],
        [(t: Table) => t.columns.pop(), /Must have at least/],
      ] as const) {
        const edit = (data: Record<string, unknown>) => void change(at(data, where));
        expect(await openChanged(singleton, file, edit as never), where).toMatch(refusal);
        const data = parse(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>;
        edit(data);
        expect(builds(file, data), where).toBe(false);
      }
    }
  });

  it('the privacy notice holds one visits section and its words for a build that counts: none to leave out or misname', async () => {
    // The section on cookies and visitor statistics is a group of its own (no id naming another section), its words
    // when the site counts visits a group inside it: the editor always has both, and refuses them blank.
    const visits = fieldAt('legalPrivacy', 'visits');
    expect(visits.kind).toBe('object');
    expect(Object.keys(fieldAt('legalPrivacy', '').fields!)).not.toContain('analytics');
    const counting = fieldAt('legalPrivacy', 'visits.whenCounting');
    expect(counting.kind).toBe('object');
    expect(Object.keys(counting.fields!)).not.toContain('id');
    expect(passes(fieldAt('legalPrivacy', 'visits.whenCounting.heading'), '')).toBe(false);
    expect(fieldAt('legalPrivacy', 'visits.whenCounting.paragraphs').validation?.length?.min).toBe(1);
    type Notice = { visits: { whenCounting?: { paragraphs: string[] } }; analytics?: unknown };
    const stored = () => parse(readFileSync('src/content/legal/privacy.yaml', 'utf8')) as Notice;
    expect(builds('legal/privacy.yaml', stored())).toBe(true);
    for (const [change, refusal] of [
      // Its words when counting left out, or emptied: the editor and the build refuse the notice.
      [(n: Notice) => delete n.visits.whenCounting, /visits\.whenCounting\.heading: Heading must be/],
      [
        (n: Notice) => (n.visits.whenCounting!.paragraphs = []),
        /visits\.whenCounting\.paragraphs: Must have at least 1/,
      ],
      // The old shape, an analytics section naming the one it replaced, is no field of the file.
      [(n: Notice) => (n.analytics = { id: 'nowhere' }), /"analytics" is not allowed/],
    ] as const) {
      expect(await openChanged('legalPrivacy', 'legal/privacy.yaml', change as never)).toMatch(refusal);
      const data = stored();
      change(data);
      expect(builds('legal/privacy.yaml', data)).toBe(false);
    }
  });

  it('the steps are numbered by their place in the list: no number to get out of step', () => {
    expect(Object.keys(fieldAt('process', 'steps[]').fields!)).toEqual(['title', 'description']);
  });
});

/**
 * The rules written as code that no editor field holds, each with why it is kept: one is left, an average investment's
 * amount against its "per" (below). Every other relation the
 * build once refused it now reads sensibly (a swapped range in order, a repeated postcode or street once, a repeated
 * section id with -2, a chart widened to its longest bar: tests/unit/editor-normalise.test.ts) or the editor's fields
 * hold it (the guide card, a service's pricing and its example, a claim's evidence, a window's one pane or sealed unit,
 * a claim id once, a table row's cells, the privacy notice's counting words, the calculator's sources, presets,
 * guidelines and figures in order). A new one must be listed here with its reason: a decision, not an accident.
 */
const investmentGap =
  'an average investment whose amount does not fit its "per" (per project under £1,600 reads as a price per window): the amount and "per" are two fields of the editor, which checks each alone; the build refuses the pair, naming the file and field';
const editorGaps: Record<string, string> = {
  'areas/*.areaPage.value.figures.investment.value: custom': investmentGap,
  'areas/*.installer.figures.investment.value: custom': investmentGap,
  // The editor's list cannot hold a rule across its items: the build refuses the file, naming the slug.
  'services.yaml.services: custom': 'the spec’s six services are kept, and each service’s slug is used once',
};

describe('rules the editor cannot apply', () => {
  it('are only those listed here, each a known gap (so a new one is a decision, not an accident)', () => {
    const schemas: [string, z.ZodType][] = [
      ...Object.entries(contentSchemas),
      ['areas/*', areaSchema],
      ['business.json', businessFileSchema],
      ['noiseEstimator.json', estimatorSchema],
      ['estimator-words.json', estimatorWordsSchema],
      ['estimator-sources/*', estimatorSourceSchema],
    ];
    const found = schemas.flatMap(([file, schema]) => codeRules(schema, file));
    expect(found.sort()).toEqual(Object.keys(editorGaps).sort());
  });
});

describe('rules stated where they apply', () => {
  it('says where it is typed that an area range below the per-window from-price shows from that price', () => {
    const areaFields = keystatic.collections.areas.schema as unknown as Record<string, Field>;
    const range = areaFields.installer!.fields!.priceRange as Field & { description?: string };
    expect(range.description).toMatch(/below the first service priced per window/);
    expect(range.description).toMatch(/npm run launch-check lists the area/);
  });

  it('says a typed price figure does not follow the prices', () => {
    // A text field keeps its description inside the editor's input: read from the schema the editor is built from.
    const figures = guideFiguresFile.shape.figures.shape;
    const hint = (name: keyof typeof figures) =>
      (zod.globalRegistry.get(figures[name]) as { description?: string } | undefined)?.description;
    for (const figure of ['threeBedSecondary', 'threeBedReplacement'] as const)
      expect(hint(figure)).toMatch(/^Typed, not worked out: it does not follow the from-prices in Services/);
    expect(hint('secondaryGap')).toBeUndefined();
  });

  it('says how many reviews a page shows, and that a real one shows on both of its area’s pages', () => {
    expect(fileNotes['reviews.yaml']).toMatch(
      /^Client reviews\. Each area page shows one review: the newest real review of its area, on both of the area’s pages/,
    );
  });
});

describe('plain labels and messages', () => {
  it('asks for a review’s link by what it is, where there is one, and says what is wrong with words typed there', () => {
    for (const source of ['Google', 'Trustpilot', 'direct']) {
      const link = fieldAt('reviews', `reviews[].source:${source}.verifyUrl`);
      expect(link.label).toBe('Link to the review (https://…)');
      // The spec asks for real, attributable reviews, not for a link: blank is taken, words are not.
      expect(passes(link, ''), source).toBe(true);
      expect(passes(link, 'https://g.page/r/abc/review'), source).toBe(true);
      expect(() => link.validate!('the google review link'), source).toThrow(
        'Link to the review (https://…): a link starting https://, or blank (up to 300 characters)',
      );
    }
  });

  it('names the plans in their pick-lists, and says what a plan’s id is for', () => {
    const popular = fieldAt('plans', 'popular') as Field & { options?: { label: string; value: string }[] };
    expect(popular.options).toEqual([
      { label: 'Essential', value: 'essential' },
      { label: 'Comprehensive', value: 'comprehensive' },
      { label: 'Premium', value: 'premium' },
    ]);
    expect(fieldAt('plans', 'plans[].slug').label).toBe('Which plan');
  });
});
