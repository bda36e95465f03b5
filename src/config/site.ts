import { z } from './zod.ts';
import business from './business.json' with { type: 'json' };

// Each rule is a pattern (`.regex`), which the editor's field applies too, so it never saves what the build refuses.
// The one place the business's identity lives: a test fails if a phone, e-mail or the domain appears elsewhere in src/.
/** src/config/business.json, plus the site URL from the build's environment. */
export const siteSchema = z
  .object({
    name: z.string().min(3),
    shortName: z.string().min(3),
    url: z.url().refine((u) => !u.endsWith('/'), 'site URL must not end with a slash'),
    tagline: z.string().min(10).max(80),
    description: z.string().min(50).max(200),
    // The editor's labels and hints give the shape of each number with 020 1234 5678, a shape no London line uses.
    phone: z.object({
      display: z
        .string()
        .regex(/^0\d{2,4} \d{3,4} \d{3,4}$/, 'the number with its spaces, such as 020 1234 5678')
        .meta({
          editorLabel: 'Phone number as shown',
          description: 'As every page shows it, with its spaces: 020 1234 5678.',
        }),
      e164: z
        .string()
        .regex(/^\+44\d{9,10}$/, '+44 and the number without its first 0, such as +442012345678')
        .meta({
          editorLabel: 'Phone in international form',
          description: 'The same number from +44, without its first 0 and without spaces: +442012345678.',
        }),
      href: z
        .string()
        .regex(/^tel:\+44\d{9,10}$/, 'tel: and the number from +44, such as tel:+442012345678')
        .meta({
          editorLabel: 'Phone link',
          description:
            'tel: and the international form above, what a tap on the number calls: tel:+442012345678.',
        }),
    }),
    email: z.string().regex(z.regexes.email, 'an e-mail address, such as office@example.co.uk'),
    whatsapp: z.object({
      number: z
        .string()
        .regex(/^44\d{9,10}$/, '44 and the mobile number without its first 0, such as 447123456789')
        .meta({
          editorLabel: 'WhatsApp number for the chat link',
          description: '44 and the mobile number without its first 0, no + and no spaces: 447123456789.',
        }),
      display: z.string().meta({
        editorLabel: 'WhatsApp number as shown',
        description: 'The same number as the pages show it: +44 7123 456789.',
      }),
      prefilledText: z.string().min(10).meta({
        editorLabel: 'First message of a WhatsApp chat',
        description: 'The words a visitor’s chat starts with (the spec’s: keep them).',
      }),
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
    /** The company behind the site (E-Commerce Regulations 2002): blank until the business supplies it. */
    company: z
      .object({
        legalName: z.string().max(120).default(''),
        /** Companies House number: 8 digits, or 2 letters and 6 digits (Scotland SC…, Northern Ireland NI…). */
        number: z
          .string()
          .regex(/^(\d{8}|[A-Z]{2}\d{6})?$/, 'such as 01234567 or SC123456, or blank')
          .default(''),
        registeredAddress: z
          .object({
            streetAddress: z.string().max(120).default(''),
            locality: z.string().max(60).default(''),
            postalCode: z
              .string()
              .regex(/^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})?$/i, 'a UK postcode, or blank')
              .default(''),
          })
          .strict(),
        vatNumber: z
          .string()
          .regex(/^(GB\d{9}(\d{3})?)?$/, 'such as GB123456789, or blank')
          .default(''),
        /** For example "Public liability insurance to £5 million with Hiscox". */
        insurance: z.string().max(160).default(''),
      })
      .strict(),
    /** The written guarantee every installation carries: one document, linked wherever a warranty is named. */
    guarantee: z
      .object({
        title: z.string().max(80).default(''),
        summary: z.string().max(300).default(''),
        /** The guarantee document: a page of the site or a PDF anyone can open. */
        url: z
          .string()
          .regex(/^((\/|https:\/\/)\S+)?$/, 'a site path or https link, or blank')
          .default(''),
      })
      .strict(),
    /** Review profiles and social accounts (search engines' `sameAs`). */
    profiles: z
      .array(
        z
          .object({
            name: z.string().min(2).max(40),
            kind: z.enum(['review', 'social']),
            url: z.string().regex(/^https:\/\/\S+$/, 'a link starting https://'),
          })
          .strict(),
      )
      .max(12)
      .default([]),
    /** The business's X (Twitter) account, such as `@hushpane`, for `twitter:site`; blank until it has one. */
    twitterHandle: z
      .string()
      .regex(/^(@\w{1,15})?$/, 'an @ and up to 15 letters, digits or _, or blank')
      .default(''),
    areaServed: z.array(z.string()).min(1),
    foundingYear: z.number().int(),
    logo: z.string().regex(/^\/\S+$/, 'a file of the site, starting /'),
    socialImage: z.object({
      path: z.string().regex(/^\/\S+$/, 'a file of the site, starting /'),
      width: z.number(),
      height: z.number(),
      alt: z.string(),
    }),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    locale: z.literal('en_GB'),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

/** business.json as the editor writes it: everything but the site URL, which comes from the build's environment. */
export const businessFileSchema = siteSchema.omit({ url: true });

const siteUrl = (process.env.SITE_URL ?? 'https://www.hushpane.co.uk').replace(/\/+$/, '');

// The business details are a content file (JSON, so the browser islands and plain Node can import it too).
export const site: Site = siteSchema.parse({ ...business, url: siteUrl });

/** "Mon-Fri 8AM-6PM, Sat 9AM-4PM": the opening hours as every page states them. */
export const openingHours = site.hours.map((h) => h.display).join(', ');

/** Absolute URL on this site for a path such as `/about` (no trailing slash, home is the bare site URL). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return site.url;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`.replace(/\/+$/, '');
}

export const whatsappHref = `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.prefilledText)}`;
export const mailtoHref = `mailto:${site.email}`;
/** The phone number as text, kept on one line (no-break spaces). */
export const phoneLabel = site.phone.display.replaceAll(' ', '\u00a0');

/** The phone and e-mail as links show them (src/components/layout/ContactLinks.tsx). */
export const contactPoints = {
  phone: { href: site.phone.href, display: phoneLabel },
  email: { href: mailtoHref, display: site.email },
};
