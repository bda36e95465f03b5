import { z } from 'zod';
import { described } from './template.ts';

/**
 * A part a record may leave out, stored as the editor's on/off switch: `{ discriminant: true, value: … }` when it is
 * there, `{ discriminant: false }` when it is not. Pages read it as the part itself or `undefined`.
 */
export function optionalPart<S extends z.ZodType>(schema: S) {
  return z
    .discriminatedUnion('discriminant', [
      z.object({ discriminant: z.literal(false) }).strict(),
      z.object({ discriminant: z.literal(true), value: schema }).strict(),
    ])
    .optional()
    .transform((part) => (part && 'value' in part ? (part.value as z.output<S>) : undefined));
}

/** The options of a choice between shapes, as the editor stores them: `{ discriminant: kind, value: … }`. */
function choiceUnion<const T extends Record<string, readonly [title: string, schema: z.ZodType]>>(kinds: T) {
  const options = Object.entries(kinds).map(([kind, [title, value]]) =>
    z
      .object({ discriminant: z.literal(kind), value })
      .strict()
      .meta({ title }),
  );
  return z.discriminatedUnion('discriminant', options as unknown as [z.ZodObject, ...z.ZodObject[]]);
}

type Chosen<T extends Record<string, readonly [string, z.ZodType]>> = {
  [K in keyof T]: { kind: K; value: z.output<T[K][1]> };
}[keyof T];

/**
 * One of several shapes, stored as the editor's choice `{ discriminant: kind, value: … }`; pages read the value.
 * Each kind's title (the editor's label for the choice) comes first.
 */
export function oneOf<const T extends Record<string, readonly [title: string, schema: z.ZodType]>>(kinds: T) {
  return choiceUnion(kinds).transform((choice) => choice.value as Chosen<T>['value']);
}

/** As `oneOf`, for pages that also need to know which kind was chosen: `{ kind, value }`. */
export function kindOf<const T extends Record<string, readonly [title: string, schema: z.ZodType]>>(
  kinds: T,
) {
  return choiceUnion(kinds).transform(
    (choice) => ({ kind: choice.discriminant, value: choice.value }) as Chosen<T>,
  );
}

/**
 * A photo the editor uploads into `src/assets/images/<folder>/` and the file names by its public path
 * (`/assets/images/<folder>/…`); blank where there is none, unless `required`. The build makes responsive versions
 * (src/lib/images.ts).
 */
export function uploadedPhoto(folder: string, { required = false } = {}) {
  const place = { directory: `src/assets/images/${folder}`, publicPath: `/assets/images/${folder}/` };
  // The editor names a photo in a list by its place in the file: `/assets/images/projects/gallery/3/photo/value/image.jpg`.
  const file = `/assets/images/${folder}/([\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(jpe?g|png|webp)`;
  const photo = z
    .string()
    .regex(
      new RegExp(required ? `^${file}$` : `^(${file})?$`, 'i'),
      `a photo in ${place.directory}/${required ? '' : ', or blank'}`,
    );
  // The editor shows an image upload for it (src/content/editor/fields.ts).
  const editorImage = { ...place, isRequired: required };
  return required ? photo.meta({ editorImage }) : photo.default('').meta({ editorImage });
}

/** A photo part's two fields: the uploaded photo (`shows` says what of) and what it shows, for those who cannot see it. */
export const describedPhoto = (folder: string, shows: string) => ({
  image: described(
    uploadedPhoto(folder, { required: true }),
    `${shows} (JPEG, PNG or WebP; the site makes the sizes it needs).`,
  ),
  alt: described(z.string().min(15).max(140), 'What the photo shows, for visitors who cannot see it.'),
});

/** What a field refers to, so the editor offers a pick-list instead of free text (src/content/editor/fields.ts). */
export type EditorReference = 'areas' | 'areaPages' | 'regions' | 'estimatorSources' | 'services';

/** An area file's name (`notting-hill`), picked from the areas in the editor. */
export const areaReference = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/, 'an area slug is its file name: lower-case words joined by -')
  .meta({ editorReference: 'areas' satisfies EditorReference });

/** An area that has an /areas page (one with it switched on), picked from those areas in the editor. */
export const areaPageReference = areaReference.meta({
  editorReference: 'areaPages' satisfies EditorReference,
});

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A date such as 2026-05-14; the editor shows a date picker. */
export const isoDate = z.string().regex(datePattern, 'a date such as 2026-05-14').meta({ editorDate: true });

/**
 * A list whose items each have their own `key` (a claim's id): the build refuses a repeat, and so does the editor,
 * whose list checks the key against every other item's before it saves (Keystatic's `slugField`, given by
 * `editorUnique`: src/content/editor/fields.ts).
 */
export function uniqueBy<S extends z.ZodArray>(list: S, key: string, message: string): S {
  return list
    .refine(
      (items) => new Set(items.map((item) => (item as Record<string, unknown>)[key])).size === items.length,
      message,
    )
    .meta({ editorUnique: key }) as S;
}

/**
 * Sections whose ids are the page's anchors (`#cookies`), each id once: a repeat the editor saved (a copied section)
 * becomes `cookies-2`, `cookies-3` … so every anchor leads to its own section; the first keeps its id.
 */
export function uniqueIds<S extends { id: string }>(sections: S[]): S[] {
  const taken = new Set<string>();
  return sections.map((section) => {
    let id = section.id;
    for (let n = 2; taken.has(id); n++) id = `${section.id}-${n}`;
    taken.add(id);
    return id === section.id ? section : { ...section, id };
  });
}
