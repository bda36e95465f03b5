import { describe, expect, it, vi } from 'vitest';
import { codedOptions, repeatedLabels, shownFields, tokenHints, type Shown } from './support/editorCalls.ts';

// Each Keystatic field keeps how keystatic.config.ts built it (the function and its arguments), so the tests read
// the labels, help text and rules the office is shown, a text field's included (its own object keeps none of them).
vi.mock('@keystatic/core', async (original) => {
  const real = await original<typeof import('@keystatic/core')>();
  const record = Object.fromEntries(
    Object.entries(real.fields).map(([kind, build]) => [
      kind,
      (...args: unknown[]) =>
        Object.assign((build as (...a: unknown[]) => object)(...args), { __call: [kind, args] }),
    ]),
  );
  return { ...real, fields: record };
});
vi.mock('../../src/content/editor/ascending.ts', async (original) => {
  const real = await original<typeof import('../../src/content/editor/ascending.ts')>();
  return {
    ...real,
    ascendingField: (...args: Parameters<typeof real.ascendingField>) =>
      Object.assign(real.ascendingField(...args), { __call: ['ascending', args] }),
  };
});

const { default: keystatic } = await import('../../keystatic.config.ts');
const entries = Object.entries({ ...keystatic.collections, ...keystatic.singletons }) as [
  string,
  { schema: Record<string, unknown> },
][];
const shown: Shown[] = entries.flatMap(([name, entry]) => shownFields(entry.schema, name));

describe('the editor’s fields (keystatic.config.ts)', () => {
  it('are as recorded: every field, its label and rules, one line each (a change to the editor shows here)', async () => {
    await expect(`${shown.map((f) => f.line).join('\n')}\n`).toMatchFileSnapshot(
      './__snapshots__/editor-fields.txt',
    );
  });

  it('help text says a figure in words, never as a {token} the office would have to decode', () => {
    expect(tokenHints(shown)).toEqual([]);
  });

  it('help text gives the office no commands and names no files', () => {
    const hints = shown.filter((f) =>
      /npm run|\b[\w-]+\.(ya?ml|json)\b/.test(`${f.label} ${f.description ?? ''}`),
    );
    // The area price range's hint is the area content's own (issue 53's to reword).
    expect(hints.map((f) => f.at)).toEqual(['areas.installer.priceRange']);
  });

  it('the phone and WhatsApp fields say what each holds, each with an example', () => {
    const fields = shown.filter((f) => /^business\.(phone|whatsapp)\.(display|e164|href|number)$/.test(f.at));
    expect(fields.map((f) => f.label)).toEqual([
      'Phone number as shown',
      'Phone in international form',
      'Phone link',
      'WhatsApp number for the chat link',
      'WhatsApp number as shown',
    ]);
    for (const field of fields) expect(field.description, field.at).toMatch(/\d{4}/);
  });

  it('a dialog or group shows each label once', () => {
    expect(entries.flatMap(([name, entry]) => repeatedLabels(entry.schema, name))).toEqual([]);
  });

  it('a pick-list names its choices: no choice shown as a lower-case code', () => {
    expect(codedOptions(shown)).toEqual([]);
  });

  it('would notice each: a {token} in help text, a label twice, a code in a pick-list', () => {
    const text = (label: string, description?: string) => ({ __call: ['text', [{ label, description }]] });
    const project = {
      image: text('Image', 'The drawing, or {drawing}'),
      photo: {
        __call: [
          'conditional',
          [
            { __call: ['checkbox', [{ label: 'Show photo' }]] },
            {
              true: { __call: ['object', [{ image: text('Image') }, {}]] },
              false: { __call: ['empty', []] },
            },
          ],
        ],
      },
      area: {
        __call: ['select', [{ label: 'Area', options: [{ label: 'notting-hill', value: 'notting-hill' }] }]],
      },
    };
    const fake = shownFields(project, 'project');
    expect(tokenHints(fake)).toEqual(['project.image: The drawing, or {drawing}']);
    expect(repeatedLabels(project, 'project')).toEqual([
      'project with project.photo:true: two fields called "Image"',
    ]);
    expect(codedOptions(fake)).toEqual(['project.area: notting-hill']);
  });
});
