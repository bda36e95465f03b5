import { z } from 'zod';
import { areaReference, describedPhoto, kindOf, optionalPart, uploadedPhoto } from './parts.ts';
import { serviceReference } from './services.ts';
import { described, template } from './template.ts';

/** The drawings in public/illustrations/gallery/, one of which a project shows until it has a photo. */
export const galleryIllustrations = [
  'arched-window',
  'classroom',
  'flight-path',
  'georgian-sash',
  'mansion-block',
  'mayfair-office',
  'railway-bedroom',
  'studio-flat',
  'terrace-street',
  'victorian-bay',
] as const;
export const illustrationPath = (name: string) => `/illustrations/gallery/${name}.svg`;
/** `georgian-sash` → `Georgian sash`, as the editor's list names a drawing. */
const drawingName = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A drawing of the folder, picked from a list in the editor (a path typed by hand could name no file). */
const illustration = z.enum(galleryIllustrations.map(illustrationPath)).meta({
  description: 'The drawing the project shows until it has a photo.',
  optionLabels: Object.fromEntries(
    galleryIllustrations.map((name) => [illustrationPath(name), drawingName(name)]),
  ),
});

/** A field's label in the editor, where its key would repeat another's in the same dialog (the photo's Image and Alt). */
const labelled = <S extends z.ZodType>(schema: S, editorLabel: string) =>
  schema.meta({ ...(z.globalRegistry.get(schema) ?? {}), editorLabel }) as S;

const galleryItemSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    image: labelled(illustration, 'Drawing'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: labelled(z.string().min(15).max(140), 'What the drawing shows (alt text)'),
    title: described(
      z.string().min(5).max(40),
      'What the project was, without its place: the pages name it with its place (see "Name": "Georgian sash" shows as "Georgian sash, Kensington").',
    ),
    // Also the project page's search description (src/routes.ts), so within a page description's 170.
    description: z.string().min(50).max(170),
    features: z.tuple([z.string().min(3).max(30), z.string().min(3).max(30), z.string().min(3).max(30)]),
    // A project's proof, each part optional: a photo of the work, where, what, how many windows, measured levels.
    photo: optionalPart(
      z
        .object({
          ...describedPhoto('projects', 'The finished work, shown instead of the illustration'),
          before: described(
            uploadedPhoto('projects'),
            'The same window before the work, shown beside it (optional).',
          ),
        })
        .strict(),
    ),
    place: described(
      kindOf({
        area: ['An area of the site', areaReference],
        elsewhere: ['A place without an area page', z.string().min(3).max(30)],
      }),
      'Where it is: an area of the site (the project then shows on that area’s page and links to it), or the name of a place the site has no area for.',
    ),
    propertyType: z.string().max(60).default(''),
    windowsFitted: z.number().int().min(1).max(500).optional(),
    /** Measured indoors before and after fitting (dB), where the survey measured it. */
    measured: optionalPart(
      z
        .object({ before: z.number().int().min(20).max(120), after: z.number().int().min(10).max(120) })
        .strict(),
    ),
    /** How long the work took on site, in the business's words ("Two days"), where it was recorded. */
    duration: optionalPart(
      described(z.string().min(3).max(40), 'How long the work took on site, for example "Two days".'),
    ),
    /** What the client paid, as a band in pounds, where the business shows it. */
    costBand: optionalPart(
      z
        .object({
          from: described(z.number().int().min(50).max(1_000_000), 'The band’s lower figure, in pounds.'),
          to: described(z.number().int().min(50).max(1_000_000), 'The band’s upper figure, in pounds.'),
        })
        .strict(),
    ),
    /** The client's own words about the work, with their name; a sample is shown marked as one. */
    clientWords: optionalPart(
      z
        .object({
          text: z.string().min(20).max(400),
          name: z.string().min(2).max(60),
          sample: described(
            z.boolean().default(true),
            'On while the words are written for the site: the page marks them as a sample. Switch it off only for the client’s own words, given with their consent.',
          ),
        })
        .strict(),
    ),
    /** The service page this project shows at work (its project page links there). */
    service: described(
      serviceReference,
      'The service this project was: the project’s own page links to that service’s page.',
    ),
    servicePages: z.array(serviceReference).default([]).meta({
      description:
        'The service pages that show this project as their example of the work. A service page shows the first project in this list that names it, or the case study where none does.',
    }),
    /** What the client lived with before the work, on the project's own page. */
    problem: z.string().min(30).max(300),
    /** What the work changed. */
    result: z.string().min(30).max(300),
  })
  .strict();

/** Project cards for the home page gallery (docs/requirements.md section 2, Home): ten, each with three feature tags. */
export const galleryFile = z
  .object({
    /** How a project is named on the pages: its title and its place ("Georgian sash, Kensington"). */
    name: described(
      template(['title', 'place'], { min: 7, max: 40 }),
      'How each project is named on the pages, from its title and its place.',
    ),
    gallery: z.array(galleryItemSchema).length(10),
  })
  .strict();
