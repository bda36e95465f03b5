import { z } from './zod.ts';

// The one place the business's identity lives: a test fails if a phone, e-mail or the domain appears elsewhere in src/.
const siteSchema = z
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

export const site: Site = siteSchema.parse({
  name: 'Hushpane Secondary Glazing',
  shortName: 'Hushpane',
  url: siteUrl,
  tagline: "London's secondary glazing specialists for quieter, warmer homes",
  description:
    'Secondary glazing for noise reduction, thermal insulation and heritage homes across London: up to 80% quieter rooms without replacing your windows.',
  // Ofcom drama numbers: replace before launch.
  phone: { display: '020 7946 0958', e164: '+442079460958', href: 'tel:+442079460958' },
  email: 'info@hushpane.co.uk',
  whatsapp: {
    number: '447700900461',
    display: '+44 7700 900461',
    prefilledText: 'Hi, I would like to know more about secondary glazing for noise reduction.',
  },
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Mon-Fri',
      opens: '08:00',
      closes: '18:00',
      display: 'Mon-Fri 8AM-6PM',
    },
    { days: ['Saturday'], label: 'Sat', opens: '09:00', closes: '16:00', display: 'Sat 9AM-4PM' },
  ],
  address: { locality: 'London', region: 'London', country: 'GB' },
  areaServed: ['London', 'United Kingdom'],
  priceRange: '££',
  foundingYear: 2008,
  logo: '/logo.svg',
  socialImage: {
    path: '/og-default.png',
    width: 1200,
    height: 630,
    alt: 'Hushpane Secondary Glazing: quieter, warmer London homes',
  },
  themeColor: '#1f3a4d',
  locale: 'en_GB',
});

/** Absolute URL on this site for a path such as `/about` (no trailing slash, home is the bare site URL). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return site.url;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`.replace(/\/+$/, '');
}

export const whatsappHref = `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.prefilledText)}`;
export const mailtoHref = `mailto:${site.email}`;
