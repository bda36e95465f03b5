import { z } from 'zod';

// Words of the contact and quote pages (business identity itself lives in src/config/site.ts).
const contactContentSchema = z
  .object({
    intro: z.string().min(40).max(240),
    promises: z
      .array(z.object({ label: z.string().min(3).max(40), value: z.string().min(3).max(60) }).strict())
      .length(4),
    regions: z
      .array(z.object({ name: z.string().min(3).max(40), places: z.string().min(10).max(120) }).strict())
      .length(8),
    quoteSteps: z.array(z.string().min(10).max(120)).min(3).max(4),
  })
  .strict();

export const contactContent = contactContentSchema.parse({
  intro:
    'Tell us about your windows and the noise you live with. A specialist, not a call centre, will reply.',
  // SPEC section 9: the response promises.
  promises: [
    { label: 'Forms and quotes', value: 'Answered within 24 hours' },
    { label: 'Email', value: 'Reply within 2 hours' },
    { label: 'Phone', value: 'Same-day callback' },
    { label: 'Free quotes', value: 'Within 48 hours' },
  ],
  regions: [
    { name: 'Central London', places: 'Mayfair, Marylebone, Belgravia, Knightsbridge, Westminster' },
    { name: 'West London', places: 'Kensington, Chelsea, Notting Hill, Fulham, Hammersmith' },
    { name: 'South West London', places: 'Putney, Wimbledon, Barnes, Richmond, Wandsworth' },
    { name: 'North West London', places: "Hampstead, St John's Wood, Primrose Hill, Kilburn" },
    { name: 'North London', places: 'Highgate, Islington, Muswell Hill, Crouch End' },
    { name: 'East London', places: 'Shoreditch, Hackney, Bow, Canary Wharf' },
    { name: 'South East London', places: 'Greenwich, Blackheath, Dulwich, Clapham' },
    { name: 'Home Counties', places: 'Surrey, Hertfordshire, Buckinghamshire, Kent, Berkshire' },
  ],
  quoteSteps: [
    'We read your request and reply within 24 hours with a detailed quote.',
    'If you wish, we book a free survey to measure every window precisely.',
    'You get a fixed price. No pressure, no obligation.',
  ],
});
