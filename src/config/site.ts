import { z } from './zod.ts';
import business from '../content/business.json' with { type: 'json' };

// The one place the business's identity lives: a test fails if a phone, e-mail or the domain appears elsewhere in src/.
/** src/content/business.json, plus the site URL from the build's environment. */
export const siteSchema = z
  .object({
    name: z.string().min(3),
    shortName: z.string().min(3),
    url: z.url().refine((u) => !u.endsWith('/'), 'site URL must not end with a slash'),
    tagline: z.string().min(10).max(80),
    description: z.string().min(50).max(200),
    phone: z.object({
      display: z.string().regex(/^0\d{2,4} \d{3,4} \d{3,4}$/),
      e164: z.string().regex(/^\+44\d{9,10}$/),
      href: z.string().startsWith('tel:+44'),
    }),
    email: z.email(),
    whatsapp: z.object({
      number: z.string().regex(/^44\d{9,10}$/),
      display: z.string(),
      prefilledText: z.string().min(10),
    }),
    hours: z
      .array(
        z.object({
          days: z.array(
            z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
          ),
          label: z.string(),
          opens: z.string().regex(/^\d{2}:\d{2}$/),
          closes: z.string().regex(/^\d{2}:\d{2}$/),
          display: z.string(),
        }),
      )
      .min(1),
    address: z.object({
      locality: z.string(),
      region: z.string(),
      country: z.string().length(2),
    }),
    areaServed: z.array(z.string()).min(1),
    priceRange: z.string(),
    foundingYear: z.number().int(),
    logo: z.string().startsWith('/'),
    socialImage: z.object({
      path: z.string().startsWith('/'),
      width: z.number(),
      height: z.number(),
      alt: z.string(),
    }),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    locale: z.literal('en_GB'),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

const siteUrl = (process.env.SITE_URL ?? 'https://www.hushpane.co.uk').replace(/\/+$/, '');

// The business details are a content file (JSON, so the browser islands and plain Node can import it too).
export const site: Site = siteSchema.parse({ ...business, url: siteUrl });

/** Absolute URL on this site for a path such as `/about` (no trailing slash, home is the bare site URL). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return site.url;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`.replace(/\/+$/, '');
}

export const whatsappHref = `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.prefilledText)}`;
export const mailtoHref = `mailto:${site.email}`;
/** The phone number as text, kept on one line (no-break spaces). */
export const phoneLabel = site.phone.display.replaceAll(' ', '\u00a0');
