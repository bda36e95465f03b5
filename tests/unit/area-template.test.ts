import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import keystatic from '../../keystatic.config.ts';
import { areaTemplateSchema } from '../../src/content/areas/schema.ts';
import { withContentCopy } from './support/contentCopy.ts';
import { pounds } from '../../src/lib/prices.ts';

// On a copy of the content: two areas whose files leave the template's sentences out (as an area made in the editor
// from the template does), and a new area copied word for word from another. The test names its own areas, whatever
// areas the content holds.
const template = areaTemplateSchema.parse(parse(readFileSync('src/content/area-template.yaml', 'utf8')));
const files = readdirSync('src/content/areas').filter((f) => f.endsWith('.yaml'));
const stored = (file: string) =>
  parse(readFileSync(path.join('src/content/areas', file), 'utf8')) as Record<string, unknown> & {
    name: string;
    services: Record<string, unknown>;
  };
const [inheritingA, inheritingB, copied] = files.slice(-3).map((f) => f.replace(/\.yaml$/, ''));
const copyName = ['Quietvale', 'Quietvale Two'].find((n) => !files.map(stored).some((a) => a.name === n))!;
const copySlug = copyName.toLowerCase().replace(/ /g, '-');

withContentCopy((dir) => {
  for (const slug of [inheritingA, inheritingB]) {
    const {
      tone: _t,
      consultation: _c,
      highlights: _h,
      warranty: _w,
      services: _s,
      descriptions: _d,
      ...own
    } = stored(`${slug}.yaml`);
    writeFileSync(path.join(dir, 'areas', `${slug}.yaml`), stringify(own));
  }
  writeFileSync(
    path.join(dir, 'areas', `${copySlug}.yaml`),
    stringify({ ...stored(`${copied}.yaml`), name: copyName }),
  );
});

describe('the area template (src/content/area-template.yaml)', () => {
  it('gives an area the sentences its file leaves out, and leaves an area’s own as they are', async () => {
    const { getArea } = await import('../../src/content/areas/index.ts');
    for (const slug of [inheritingA!, inheritingB!]) {
      const { descriptions: _d, services, ...sentences } = template;
      const area = getArea(slug)!;
      expect(area).toMatchObject({
        ...sentences,
        services: { bullets: services.bullets, ticks: services.ticks },
      });
      // The search description and the services title: the template's words, filled in from the area's own name
      // and installer figures.
      const { name, installer } = stored(`${slug}.yaml`) as unknown as {
        name: string;
        installer: { figures: { reduction: number }; priceRange: { from: number; to: number } };
      };
      expect(area.services.title).toBe(services.title.replace('{name}', name));
      const [low, high] = [installer.priceRange.from, installer.priceRange.to].sort((x, y) => x - y);
      expect(area.descriptions.installer).toBe(
        template.descriptions.installer
          .replace('{name}', name)
          .replace('{reduction}', String(installer.figures.reduction))
          .replace('{range}', low === high ? pounds(low!) : `${pounds(low!)}-${pounds(high!)}`),
      );
    }
    const own = stored(`${copied}.yaml`);
    expect(getArea(copied!)).toMatchObject({ consultation: own.consultation, services: own.services });
  });

  it('refuses a template naming a figure the pages cannot fill in, saying which it may name', () => {
    const wrong = { ...template, services: { ...template.services, title: '{postcode} home services' } };
    const refused = areaTemplateSchema.safeParse(wrong);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'unknown token {postcode}; this text may use {name}, {reduction}, {range}, {properties}, {investment}, {warranty}',
    );
  });

  it('stops the build on a name in curly brackets in an area’s own text that its pages cannot fill in, naming the file, the field and the names allowed', async () => {
    // Its own content copy: the file's copy holds only areas that build.
    const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    cpSync('src/content', dir, { recursive: true });
    const slug = `${copySlug}-tokens`;
    const own = stored(`${copied}.yaml`) as ReturnType<typeof stored> & {
      descriptions: { installer: string };
    };
    // Both of the area's own texts its pages fill in, each naming a figure they do not know.
    writeFileSync(
      path.join(dir, 'areas', `${slug}.yaml`),
      stringify({
        ...own,
        name: `${copyName} T`,
        postcodes: [],
        descriptions: { installer: `${own.descriptions.installer.slice(0, 120)} {postcode}` },
        services: { ...own.services, title: '{borough} home services' },
      }),
    );
    const file = path.relative(process.cwd(), path.join(dir, 'areas', `${slug}.yaml`));
    const before = process.env.CONTENT_DIR!;
    vi.stubEnv('CONTENT_DIR', dir);
    vi.resetModules();
    try {
      const read = import('../../src/content/areas/index.ts');
      await expect(read).rejects.toThrow(
        `${file} does not match its schema:\n` +
          '  descriptions.installer: unknown token {postcode}; this text may use {name}, {reduction}, {range}, {properties}, {investment}, {warranty}\n' +
          '  services.title: unknown token {borough}; this text may use {name}, {reduction}, {range}, {properties}, {investment}, {warranty}',
      );
    } finally {
      vi.stubEnv('CONTENT_DIR', before);
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the launch list names a new area’s fields still word for word another’s, never the template’s sentences', async () => {
    const { contentInput } = await import('../../scripts/launch/content.ts');
    const { launchFindings } = await import('../../scripts/launch/checks.ts');
    const same = launchFindings(contentInput([], {})).filter((f) => f.kind === 'same-as-another-area');
    const copiedName = stored(`${copied}.yaml`).name;
    const named = (name: string) => same.filter((f) => f.message.includes(name));
    // One item naming both areas (in the areas' order), their fields and the editor screen.
    const pair = new RegExp(
      `^(${copiedName} and ${copyName}|${copyName} and ${copiedName}): \\d+ fields the same`,
    );
    expect(named(copyName)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(pair),
        pages: expect.arrayContaining([`/services/secondary-glazing-installers/${copySlug}`]),
        fix: expect.stringMatching(new RegExp(`^Areas → .*${copyName}.* → the fields named$`)),
      }),
    ]);
    expect(named(copyName)[0]!.fix).toContain(copiedName);
    // The two areas sharing the template's sentences share nothing else: they are not named.
    const [a, b] = [inheritingA!, inheritingB!].map((s) => stored(`${s}.yaml`).name);
    expect(same.filter((f) => f.message.includes(a!) && f.message.includes(b!))).toEqual([]);
  });
});

describe('the Areas screen of the editor', () => {
  const schema = (keystatic.collections!.areas as unknown as { schema: Record<string, Field> }).schema;
  type Field = {
    kind: string;
    defaultValue: () => unknown;
    parse: (v: unknown) => unknown;
    serialize: (v: unknown) => { value: unknown };
    fields?: Record<string, Field>;
  };

  it('starts a new area with the template’s sentences, and writes them to its file only once changed', () => {
    const consultation = schema.consultation!;
    expect(consultation.defaultValue()).toBe(template.consultation);
    // A file leaving it out shows the template's; a save still holding it leaves it out of the file.
    expect(consultation.parse(undefined)).toBe(template.consultation);
    expect(consultation.serialize(template.consultation).value).toBeUndefined();
    expect(consultation.serialize('Book a riverside survey').value).toBe('Book a riverside survey');
    const bullets = schema.services!.fields!.bullets!;
    const rows = bullets.parse(undefined);
    expect(bullets.serialize(rows).value).toBeUndefined();
    expect(
      bullets.serialize(bullets.parse(['One bullet of its own', ...template.services.bullets])).value,
    ).toEqual(['One bullet of its own', ...template.services.bullets]);
  });

  it('refuses, in the area and in the template, a name in curly brackets the pages cannot fill in', () => {
    type Checked = Field & { validate: (v: unknown) => unknown };
    const templateScreen = (
      keystatic.singletons!.areaTemplate as unknown as { schema: Record<string, Field> }
    ).schema;
    const fields = [
      [schema.services!.fields!.title!, template.services.title],
      [schema.descriptions!.fields!.installer!, template.descriptions.installer],
      [templateScreen.services!.fields!.title!, template.services.title],
      [templateScreen.descriptions!.fields!.installer!, template.descriptions.installer],
    ] as [Checked, string][];
    for (const [field, words] of fields) {
      expect(() => field.validate(field.parse(words))).not.toThrow();
      expect(() => field.validate(field.parse(words.replace('{name}', '{postcode}')))).toThrow(
        'Unknown name {postcode}: in curly brackets the page fills in only {name}, {reduction}, {range}, {properties}, {investment}, {warranty}',
      );
    }
    // A new area starts with the template's, kept out of its file until changed.
    const title = schema.services!.fields!.title!;
    expect(title.defaultValue()).toBe(template.services.title);
    expect(title.serialize(template.services.title).value).toBeUndefined();
  });

  it('types the lists in place: the streets in one box, one per line, checked line by line', () => {
    for (const key of ['postcodes', 'highlights', 'noiseSources', 'streets'])
      expect(schema[key]!.kind, key).toBe('form');
    const streets = schema.streets! as Field & { validate: (v: unknown) => unknown };
    const nine = Array.from({ length: 9 }, (_, i) => `Test Street ${i + 1}`);
    expect(streets.serialize(`${nine.join('\n')}\n\n`).value).toEqual(nine);
    expect(() => streets.validate(nine.join('\n'))).not.toThrow();
    expect(() => streets.validate(nine.slice(1).join('\n'))).toThrow(/Streets: 9 lines, not 8/);
    expect(() => streets.validate(['x', ...nine.slice(1)].join('\n'))).toThrow(/Line 1: /);
  });
});
