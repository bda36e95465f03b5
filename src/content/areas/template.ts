import { fill } from '../../lib/templates.ts';
import { priceRangeText } from '../../lib/prices.ts';
import { areaTemplateSchema, type AreaTemplate } from './schema.ts';

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

const filled = (text: unknown, values: Record<string, string | number>) =>
  typeof text === 'string' ? fill(text, values) : text;

const part = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An area file's data with what it leaves out taken from the template: each of the template's fields the file does
 * not give, and in its descriptions and services sections the parts it does not give. What the file gives is kept as
 * it is. The installer page's search description and the services title are filled in from the area's own name and
 * figures (`{name}`, `{reduction}`, `{range}`), the template's or the area's own words alike.
 */
export function withTemplate(file: unknown, template: AreaTemplate): unknown {
  if (!file || typeof file !== 'object' || Array.isArray(file)) return file;
  const own = file as Own;
  const values = slotValues(own);
  const services = { ...template.services, ...part(own.services) };
  const descriptions = { ...template.descriptions, ...part(own.descriptions) };
  return {
    ...template,
    ...own,
    descriptions: { ...descriptions, installer: filled(descriptions.installer, values) },
    services: { ...services, title: filled(services.title, values) },
  };
}

export { areaTemplateSchema };
