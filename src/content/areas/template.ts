import { areaTemplateSchema, type AreaTemplate } from './schema.ts';

/** The file of the sentences an area leaves to the template (src/content/ relative). */
export const areaTemplateFile = 'area-template.yaml';

/**
 * An area file's data with what it leaves out taken from the template: each of the template's fields the file does
 * not give, and in its services section the lists it does not give. What the file gives is kept as it is.
 */
export function withTemplate(file: unknown, template: AreaTemplate): unknown {
  if (!file || typeof file !== 'object' || Array.isArray(file)) return file;
  const own = file as Record<string, unknown>;
  const services = own.services;
  return {
    ...template,
    ...own,
    services:
      services && typeof services === 'object' ? { ...template.services, ...services } : template.services,
  };
}

export { areaTemplateSchema };
