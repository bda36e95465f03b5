import { createElement, Fragment } from 'react';
import { fields, type BasicFormField, type ComponentSchema } from '@keystatic/core';
import { parse } from 'yaml';
import templateYaml from '../area-template.yaml?raw';
import { inlineList, noiseSourceList } from './inlineList.ts';
import { areaOptions } from './fields.ts';
import { text } from './look.ts';
import { slotsOf } from '../../lib/templates.ts';
import { areaSlots } from '../areas/schema.ts';

type Fields = Record<string, ComponentSchema>;
type Form = BasicFormField<never>;
interface Group {
  label: string;
  description?: string;
  fields: Fields;
}
interface Switched {
  discriminant: BasicFormField<boolean>;
  values: { true: Group; false: ComponentSchema };
}

/**
 * A field the template gives unless the area gives its own: a new area starts with the template's value, an area
 * whose file leaves it out shows it, and a value still the template's is left out of the file, so the area follows
 * the template when it changes (src/content/areas/template.ts fills it in for the build).
 */
export function fromTemplate(field: ComponentSchema, stored: unknown): ComponentSchema {
  const form = field as unknown as Form;
  const same = (value: unknown) => JSON.stringify(value) === JSON.stringify(stored);
  return {
    ...form,
    // Under the field while it holds the template's words, a note saying so.
    Input: (props: { value: never }) =>
      createElement(
        Fragment,
        null,
        createElement(form.Input, props as never),
        same(form.serialize(props.value).value)
          ? createElement(
              'p',
              { style: { ...text, color: 'var(--kui-color-foreground-neutral-secondary, inherit)' } },
              'From the area template, as on every area without its own: keep it, or give this area its own.',
            )
          : null,
      ),
    defaultValue: () => form.parse(stored as never),
    parse: (value: unknown) => form.parse((value ?? stored) as never),
    serialize: (value: never) => {
      const written = form.serialize(value);
      return same(written.value) ? { value: undefined } : written;
    },
    reader: { parse: (value: unknown) => form.reader.parse((value ?? stored) as never) },
  } as unknown as ComponentSchema;
}

/** What is wrong with a text naming a `{slot}` the area's pages cannot fill in (areaSlots, ../areas/schema.ts). */
export function unknownSlot(value: unknown): string | undefined {
  const unknown =
    typeof value === 'string'
      ? slotsOf(value).find((s) => !(areaSlots as readonly string[]).includes(s))
      : undefined;
  return unknown === undefined
    ? undefined
    : `Unknown name {${unknown}}: in curly brackets the page fills in only ${areaSlots.map((s) => `{${s}}`).join(', ')} (the area's name, its noise reduction, its price range, its properties, its average investment, its guarantee).`;
}

/**
 * A text the page fills in from the area's name and figures: a name in curly brackets it cannot fill is shown in red
 * under the field and the save refused, as the build refuses it.
 */
export function withAreaSlots(field: ComponentSchema): ComponentSchema {
  const form = field as unknown as Form;
  const problem = (value: unknown) => unknownSlot(form.serialize(value as never).value);
  return {
    ...form,
    Input: (props: { value: never }) => {
      const message = problem(props.value);
      return createElement(
        Fragment,
        null,
        createElement(form.Input, props as never),
        message
          ? createElement(
              'p',
              { role: 'alert', style: { ...text, color: 'var(--kui-color-foreground-critical, #b42318)' } },
              message,
            )
          : null,
      );
    },
    validate: (value: never) => {
      const message = problem(value);
      if (message) throw new Error(message);
      return form.validate(value);
    },
  } as unknown as ComponentSchema;
}

/** The Area template's fields: its search description and services title refuse a name the pages cannot fill in. */
export function areaTemplateEditorFields(base: Fields): Fields {
  const descriptions = base.descriptions as unknown as Group;
  const services = base.services as unknown as Group;
  return {
    ...base,
    descriptions: fields.object(
      { installer: withAreaSlots(descriptions.fields.installer!) },
      { label: descriptions.label, description: descriptions.description },
    ),
    services: fields.object(
      { ...services.fields, title: withAreaSlots(services.fields.title!) },
      { label: services.label, description: services.description },
    ),
  };
}

const withIntroInline = (group: Group): ComponentSchema =>
  fields.object(
    { ...group.fields, intro: inlineList(group.fields.intro!) },
    { label: group.label, description: group.description },
  );

/**
 * The Areas collection's fields on one screen: the lists typed in place, one item a line (postcodes, streets,
 * highlights, services, noise sources, intros) rather than an item per dialog, the nearby areas picked from the
 * areas' list, and the template's sentences (src/content/area-template.yaml) given unless the area writes its own.
 */
export function areaEditorFields(base: Fields, templateText: string = templateYaml): Fields {
  const template = parse(templateText) as Record<string, unknown> & {
    descriptions: Record<string, unknown>;
    services: Record<string, unknown>;
  };
  const services = base.services as unknown as Group;
  const neighbours = base.neighbours as unknown as {
    label: string;
    description?: string;
    validation?: { length?: { min?: number; max?: number } };
  };
  const areaPage = base.areaPage as unknown as Switched;
  const descriptions = base.descriptions as unknown as Group;
  return {
    ...base,
    postcodes: inlineList(base.postcodes!),
    descriptions: fields.object(
      {
        installer: fromTemplate(
          withAreaSlots(descriptions.fields.installer!),
          template.descriptions.installer,
        ),
      },
      { label: descriptions.label, description: descriptions.description },
    ),
    tone: fromTemplate(base.tone!, template.tone),
    consultation: fromTemplate(base.consultation!, template.consultation),
    highlights: fromTemplate(inlineList(base.highlights!), template.highlights),
    services: fields.object(
      {
        title: fromTemplate(withAreaSlots(services.fields.title!), template.services.title),
        bullets: fromTemplate(inlineList(services.fields.bullets!), template.services.bullets),
        ticks: fromTemplate(inlineList(services.fields.ticks!), template.services.ticks),
      },
      { label: services.label, description: services.description },
    ),
    noiseSources: noiseSourceList(base.noiseSources!),
    streets: inlineList(base.streets!),
    warranty: fromTemplate(base.warranty!, template.warranty),
    neighbours: nearbyAreas(neighbours),
    installer: withIntroInline(base.installer as unknown as Group),
    areaPage: fields.conditional(areaPage.discriminant, {
      true: withIntroInline(areaPage.values.true),
      false: areaPage.values.false,
    }),
  };
}

/**
 * The nearby areas: ticked in one list of the areas by name (their file names stay out of sight), and a save with
 * fewer or more than the schema takes refused, as the build refuses it.
 */
function nearbyAreas(neighbours: {
  label: string;
  description?: string;
  validation?: { length?: { min?: number; max?: number } };
}): ComponentSchema {
  const { label, description } = neighbours;
  const { min = 0, max = Infinity } = neighbours.validation?.length ?? {};
  const pick = fields.multiselect({ label, description, options: areaOptions() });
  const counted = (value: readonly string[]) => {
    const picked = pick.validate(value);
    if (picked.length < min || picked.length > max)
      throw new Error(
        `${label}: tick ${min === max ? min : `${min} to ${max}`} areas (${picked.length} ticked)`,
      );
    return picked;
  };
  return {
    ...pick,
    validate: counted,
    reader: { parse: (stored: unknown) => counted(pick.parse(stored as never)) },
    // Which collection it picks from, for tests/unit/editor.test.ts.
    collection: 'areas',
  } as ComponentSchema;
}
