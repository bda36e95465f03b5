import { fill } from '../../lib/templates.ts';
import { priceRangeText } from '../../lib/prices.ts';
import { unknownSlots } from '../schemas/template.ts';
import { areaSlots, areaTemplateSchema, type AreaTemplate } from './schema.ts';

/** The file of the sentences an area leaves to the template (src/content/ relative). */
export const areaTemplateFile = 'area-template.yaml';

type Own = Record<string, unknown> & {
  name?: string;
  installer?: { figures?: { reduction?: number }; priceRange?: { from: number; to: number } };
};

/** The area's own figures the template's `{slots}` name (areaSlots, ./schema.ts); a figure not given yet is left out. */
function slotValues(own: Own): Record<string, string | number> {
  const { name } = own;
  const reduction = own.installer?.figures?.reduction;
  const range = own.installer?.priceRange;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof reduction === 'number' ? { reduction } : {}),
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

/** Stops on a `{name}` the pages cannot fill in, naming the file and the field, as a schema check does. */
function checkSlots(file: string, texts: Record<string, unknown>) {
  const wrong = Object.entries(texts).flatMap(([field, text]) =>
    typeof text === 'string' ? unknownSlots(text, areaSlots).map((message) => `  ${field}: ${message}`) : [],
  );
  if (wrong.length) throw new Error(`${file} does not match its schema:\n${wrong.join('\n')}`);
}

const part = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An area file's data with what it leaves out taken from the template: each of the template's fields the file does
 * not give, and in its descriptions and services sections the parts it does not give. What the file gives is kept as
 * it is. The installer page's search description and the services title are filled in from the area's own name and
 * figures (`{name}`, `{reduction}`, `{range}`), the template's or the area's own words alike; any other name stops
 * the build, naming `name` (the area's file) and the field.
 */
export function withTemplate(file: unknown, template: AreaTemplate, name = 'an area file'): unknown {
  if (!file || typeof file !== 'object' || Array.isArray(file)) return file;
  const own = file as Own;
  const values = slotValues(own);
  const services = { ...template.services, ...part(own.services) };
  const descriptions = { ...template.descriptions, ...part(own.descriptions) };
  checkSlots(name, { 'descriptions.installer': descriptions.installer, 'services.title': services.title });
  return {
    ...template,
    ...own,
    descriptions: { ...descriptions, installer: filled(descriptions.installer, values) },
    services: { ...services, title: filled(services.title, values) },
  };
}

export { areaTemplateSchema };
