import { fill } from '../../lib/templates.ts';
import { pounds, priceRangeText } from '../../lib/prices.ts';
import { unknownSlots } from '../schemas/template.ts';
import { areaSlots, areaTemplateSchema, type AreaTemplate } from './schema.ts';

/** The file of the sentences an area leaves to the template (src/content/ relative). */
export const areaTemplateFile = 'area-template.yaml';

type Figures = { reduction?: unknown; properties?: unknown; investment?: unknown };
type Own = Record<string, unknown> & {
  name?: string;
  warranty?: string;
  installer?: { figures?: Figures; priceRange?: { from: number; to: number } };
  areaPage?: { discriminant?: boolean; value?: { figures?: Figures; description?: unknown } };
};

/** A choice as the file stores it (`{ discriminant, value }`) or as read (the value itself). */
const chosen = (field: unknown): Record<string, unknown> => {
  const f = part(field);
  return 'discriminant' in f ? part(f.value) : f;
};

/** A family's results figures as its description states them: "78", "120+", "£4,800" (words where given in words). */
function figureValues(figures: Figures | undefined): Record<string, string | number> {
  if (!figures) return {};
  const properties = chosen(figures.properties);
  const investment = chosen(figures.investment);
  const said = (statement: Record<string, unknown>) =>
    typeof statement.value === 'string' ? statement.value : undefined;
  const count =
    typeof properties.count === 'number' ? `${properties.count.toLocaleString('en-GB')}+` : said(properties);
  const amount = typeof investment.pounds === 'number' ? pounds(investment.pounds) : said(investment);
  return {
    ...(typeof figures.reduction === 'number' ? { reduction: figures.reduction } : {}),
    ...(count ? { properties: count } : {}),
    ...(amount ? { investment: amount } : {}),
  };
}

/**
 * The area's own figures the `{slots}` of a page's texts name (areaSlots, ./schema.ts): its name, guarantee and
 * installer price range, and the figures of that page's results panel; a figure not given yet is left out.
 */
function slotValues(
  own: Own,
  figures: Figures | undefined,
  warranty: unknown,
): Record<string, string | number> {
  const { name } = own;
  const range = own.installer?.priceRange;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof warranty === 'string' ? { warranty } : {}),
    ...figureValues(figures),
    ...(range && typeof range.from === 'number' && typeof range.to === 'number'
      ? {
          range: priceRangeText({ from: Math.min(range.from, range.to), to: Math.max(range.from, range.to) }),
        }
      : {}),
  };
}

// A figure the area does not give yet stays a `{slot}`: the schema then names the missing figure, file and field.
const filled = (text: unknown, values: Record<string, string | number>) =>
  typeof text === 'string' ? fill(text, values, { keepMissing: true }) : text;

/** A figure typed in a search description (a %, a £ amount, a "120+"): the description names its slot instead. */
const typedFigure = /\d\s*%|£\s*\d|\d\+/;

/**
 * Stops on a `{name}` the pages cannot fill in, or a figure typed where its `{slot}` belongs (a description states
 * the area's figures from their fields, never a second copy), naming the file and the field, as a schema check does.
 */
function checkSlots(file: string, texts: Record<string, unknown>, descriptions: readonly string[]) {
  const wrong = Object.entries(texts).flatMap(([field, text]) =>
    typeof text === 'string'
      ? [
          ...unknownSlots(text, areaSlots),
          ...(descriptions.includes(field) && typedFigure.test(text)
            ? [
                `a figure is typed here: write {reduction}, {properties}, {investment}, {range} or {warranty} in its place, so the description states the figures of the area's fields`,
              ]
            : []),
        ].map((message) => `  ${field}: ${message}`)
      : [],
  );
  if (wrong.length) throw new Error(`${file} does not match its schema:\n${wrong.join('\n')}`);
}

const part = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An area file's data with what it leaves out taken from the template: each of the template's fields the file does
 * not give, and in its descriptions and services sections the parts it does not give. What the file gives is kept as
 * it is. The two search descriptions and the services title are filled in from the area's own name, guarantee and
 * figures (`{name}`, `{warranty}`, `{range}`, and the page's own `{reduction}`, `{properties}`, `{investment}`), the
 * template's or the area's own words alike; any other name, or a figure typed in a description, stops the build,
 * naming `name` (the area's file) and the field.
 */
export function withTemplate(file: unknown, template: AreaTemplate, name = 'an area file'): unknown {
  if (!file || typeof file !== 'object' || Array.isArray(file)) return file;
  const own = file as Own;
  const warranty = own.warranty ?? template.warranty;
  const installerValues = slotValues(own, own.installer?.figures, warranty);
  const services = { ...template.services, ...part(own.services) };
  const descriptions = { ...template.descriptions, ...part(own.descriptions) };
  const areaPage = own.areaPage?.discriminant ? part(own.areaPage.value) : undefined;
  checkSlots(
    name,
    {
      'descriptions.installer': descriptions.installer,
      'services.title': services.title,
      ...(areaPage ? { 'areaPage.description': areaPage.description } : {}),
    },
    ['descriptions.installer', 'areaPage.description'],
  );
  return {
    ...template,
    ...own,
    descriptions: { ...descriptions, installer: filled(descriptions.installer, installerValues) },
    services: { ...services, title: filled(services.title, installerValues) },
    ...(areaPage
      ? {
          areaPage: {
            ...own.areaPage,
            value: {
              ...areaPage,
              description: filled(
                areaPage.description,
                slotValues(own, areaPage.figures as Figures | undefined, warranty),
              ),
            },
          },
        }
      : {}),
  };
}

export { areaTemplateSchema };
