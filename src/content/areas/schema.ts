import { z } from 'zod';
import { areaReference, oneOf, optionalPart, type EditorReference } from '../schemas/parts.ts';
import { inOrder } from '../schemas/ranges.ts';
import { described, template } from '../schemas/template.ts';

export const tones = ['luxury', 'heritage', 'Victorian', 'village', 'family', 'professional'] as const;
export const warranties = ['10-year', '20-year', '25-year', 'lifetime'] as const;
export const noiseKinds = ['road', 'rail', 'air', 'crowds', 'works'] as const;

/** An area's id: its file name in src/content/areas/ (checked against the collection in index.ts). */
export const areaSlug = areaReference;

/** The region value of an area listed under no region on /locations (London itself). */
export const noRegion = 'none';
const regionId = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A street or code as compared with the others: whatever its capitals or spacing ("Kings Road", "kings  road "). */
const key = (item: string) => item.trim().replace(/\s+/g, ' ').toLowerCase();
/** A list with each entry once, the first kept: a repeat the editor saved is dropped rather than refused. */
const distinct = (items: string[]) =>
  items.filter((item, i) => items.findIndex((o) => key(o) === key(item)) === i);

/** An outward postcode, such as SW3 or W1K. */
export const outwardCode = z
  .string()
  .regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'an outward postcode in capitals, such as SW3 or W1K');
/** Meta descriptions: one per page, of a length search engines show in full. */
const metaDescription = z.string().min(70).max(165);
const shortItem = z.string().min(8).max(110);
const paragraph = z.string().min(120).max(900);

/**
 * The amounts an average investment can be, by what it is the average of: per window, the bounds of a price range
 * per window; per project, more than any one window costs (the spec's per-project averages run £3,500-£8,500), so a
 * per-window amount typed as a project's is refused.
 */
export const investmentRange = { window: [300, 1500], project: [1600, 20000] } as const;

/** A results-panel slot the spec gives no figure for: said in words, never an invented number. */
const statement = z.object({ value: z.string().min(2).max(14), label: z.string().min(5).max(48) }).strict();

const familyFigures = z
  .object({
    reduction: z.number().int().min(60).max(90),
    properties: oneOf({
      count: [
        'A number of properties',
        z
          .object({ count: z.number().int().min(10).max(5000), noun: z.enum(['properties', 'homes']) })
          .strict(),
      ],
      words: ['In words', statement],
    }),
    // `per: 'window'` where the spec's "average investment" sits inside the area's per-window price range.
    investment: oneOf({
      pounds: [
        'An amount in pounds',
        z
          .object({ pounds: z.number().int().min(300).max(20000), per: z.enum(['project', 'window']) })
          .strict()
          .superRefine(({ pounds, per }, ctx) => {
            const [min, max] = investmentRange[per];
            if (pounds < min || pounds > max)
              ctx.addIssue({
                code: 'custom',
                path: ['pounds'],
                message:
                  per === 'project'
                    ? `an average per project is £${min.toLocaleString('en-GB')} to £${max.toLocaleString('en-GB')}: £${pounds.toLocaleString('en-GB')} reads as a price per window (choose "per window")`
                    : `an average per window is £${min} to £${max.toLocaleString('en-GB')}, as a price range is: £${pounds.toLocaleString('en-GB')} reads as a whole project (choose "per project")`,
              });
          }),
      ],
      words: ['In words', statement],
    }),
  })
  .strict();

const family = z
  .object({
    intro: z.array(paragraph).min(1).max(2),
    figures: familyFigures,
  })
  .strict();

const services = z
  .object({
    title: z.string().min(10).max(60),
    bullets: z.array(shortItem).min(3).max(6),
    ticks: z.array(shortItem).min(3).max(6),
  })
  .strict();

/** One file of src/content/areas/ as written, with what it leaves to the template filled in (areas/template.ts). */
export const areaFile = z
  .object({
    /** Position in every list of areas (the installer hub, the sitemap, the route registry). */
    order: z.number().int().min(1).max(99).default(50).meta({
      description:
        'Where the area comes in lists of areas: lower numbers first; areas with the same number are listed by name. London is 1.',
    }),
    name: z.string().min(4).max(20),
    /** The London region on /locations that lists this area (London Regions); `none` for London itself. */
    region: z
      .string()
      .regex(regionId)
      .meta({
        editorReference: 'regions' satisfies EditorReference,
        description: 'The region on the Locations page that lists this area.',
      }),
    /** The outward postcodes this area's pages serve: the postcode finder sends a visitor there. */
    postcodes: z
      .array(outwardCode)
      .max(12)
      .default([])
      .meta({
        description:
          'The first half of each postcode this area covers, in capitals (SW3, W1K). The postcode finder sends visitors with one of them to this area (a postcode given twice counts once).',
      })
      .transform(distinct),
    /** The installer page's meta description (the /areas page has its own, in `areaPage`). */
    descriptions: z.object({ installer: metaDescription }).strict().meta({
      description:
        'What search engines show under the installer page’s title: 70 to 165 characters. The figures come from the installer page’s own: keep each name in curly brackets as it is (the page fills in the figure), and type no figure yourself.',
    }),
    /** One of the six area cards on /locations. */
    featured: z
      .boolean()
      .default(false)
      .meta({ description: 'Shown as one of the six area cards on the Locations page.' }),
    tone: z.enum(tones).meta({ description: 'The voice of the area’s pages.' }),
    consultation: z.string().min(12).max(42).meta({
      description:
        'The wording of the area’s second button, e.g. "Book a free home survey" or "Book a heritage assessment".',
    }),
    highlights: z
      .array(z.string().min(8).max(60))
      .min(2)
      .max(4)
      .meta({ description: 'Two to four short points shown under the area’s heading.' }),
    services,
    noiseSources: z
      .array(
        z
          .object({
            name: z.string().min(4).max(60),
            kind: z.enum(noiseKinds),
            detail: z.string().min(30).max(130),
            reduction: z.number().int().min(55).max(90),
          })
          .strict(),
      )
      .min(3)
      .max(5)
      .meta({
        description:
          'Three to five local sources of noise, each with the reduction our glazing gives against it (%).',
      }),
    streets: z
      .array(z.string().min(3).max(40))
      .length(9)
      .meta({
        description:
          'Nine streets or neighbourhoods the area’s pages list as served (a street given twice is listed once).',
      })
      .transform(distinct),
    warranty: z.enum(warranties).meta({ description: 'The guarantee the area’s pages state.' }),
    neighbours: z
      .array(areaSlug)
      .min(2)
      .max(5)
      .meta({ description: 'Two to five nearby areas the pages link to.' }),
    installer: family
      .extend({
        /** Per window, in pounds; the lower figure is read as `from`, and the same figure twice is one price. */
        priceRange: described(
          inOrder(
            z
              .object({
                from: z.number().int().min(investmentRange.window[0]).max(investmentRange.window[1]),
                to: z.number().int().min(investmentRange.window[0]).max(investmentRange.window[1]),
              })
              .strict(),
            'from',
            'to',
          ),
          'Per window, in pounds, for this area. A range starting below the first service priced per window (its "from" price in Services, Pricing) is saved, but the price guide shows that from-price as the lowest figure, and npm run launch-check lists the area.',
        ),
        /** "80%+"-style claim the spec puts in the installer page's body text. */
        bodyClaim: z.number().int().min(60).max(90).optional(),
      })
      .strict(),
    /** The /areas/{slug} page with its meta description; London has none. */
    areaPage: optionalPart(
      family
        .extend({
          description: metaDescription.meta({
            description:
              'What search engines show under the area page’s title: 70 to 165 characters. The figures come from this page’s own: keep each name in curly brackets as it is (the page fills in the figure), and type no figure yourself.',
          }),
        })
        .strict(),
    ).meta({
      description:
        'The area’s own /areas page. Switched off, the area keeps only its installer page, which then shows the local guide, the area’s projects and reviews, and every link to the area goes there. The spec has one for every area but London: the launch list names a spec area without it.',
    }),
  })
  .strict();

/** One area: the area's two pages (installer and /areas), their figures and descriptions. */
export const areaSchema = areaFile.transform(({ areaPage, descriptions, ...area }) => ({
  ...area,
  descriptions: { ...descriptions, area: areaPage?.description },
  areaPage: areaPage && { intro: areaPage.intro, figures: areaPage.figures },
}));

/**
 * What an area's search descriptions and services title may name: the area's name, its guarantee ("25-year",
 * "lifetime"), its per-window price range ("£410-£610"), and the page's own results figures: noise reduction (a
 * number: write "{reduction}%"), properties ("120+") and average investment ("£4,800").
 */
export const areaSlots = ['name', 'reduction', 'range', 'properties', 'investment', 'warranty'] as const;

/**
 * src/content/area-template.yaml: the sentences every area's pages use unless its file gives its own (its voice, its
 * second button, its highlights, its guarantee, its services section, its installer page's search description). A new
 * area starts with them.
 */
export const areaTemplateSchema = areaFile
  .pick({ tone: true, consultation: true, highlights: true, warranty: true })
  .extend({
    // Filled in from the area's own name and installer figures (areas/template.ts): `{name}`, `{reduction}`, `{range}`.
    descriptions: z.object({ installer: template(areaSlots, { min: 40, max: 140 }) }).strict(),
    services: services
      .pick({ bullets: true, ticks: true })
      .extend({ title: template(areaSlots, { min: 6, max: 40 }) })
      .strict(),
  })
  .strict();
export type AreaTemplate = z.infer<typeof areaTemplateSchema>;

export type AreaSlug = string;
export type Area = z.infer<typeof areaSchema> & { slug: AreaSlug };
export type FamilyFigures = z.infer<typeof familyFigures>;

/** One London region on /locations (src/content/regions.yaml); regions without a local page are still served. */
export const regionSchema = z
  .object({
    id: z
      .string()
      .regex(
        new RegExp(`^(?!${noRegion}$)${regionId.source.slice(1)}`),
        `lower-case words joined by -; "${noRegion}" means no region`,
      ),
    name: z.string().min(4).max(40),
    summary: z.string().min(30).max(140),
  })
  .strict();

export type Region = z.infer<typeof regionSchema>;

/** src/content/regions.yaml: the twelve regions, in order. */
export const regionsFile = z.object({ regions: z.array(regionSchema).length(12) }).strict();
