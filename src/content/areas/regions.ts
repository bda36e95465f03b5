import { z } from 'zod';
import { installerAreaSlugs, type AreaSlug } from '../areaSlugs.ts';

const regionSchema = z
  .object({
    name: z.string().min(4).max(40),
    summary: z.string().min(30).max(140),
    areas: z.array(z.enum(installerAreaSlugs as [AreaSlug, ...AreaSlug[]])).max(4),
  })
  .strict();

export type Region = z.infer<typeof regionSchema>;

/** The twelve London regions on /locations; regions without a local page are still served. */
export const regions: Region[] = z
  .array(regionSchema)
  .length(12)
  .parse([
    {
      name: 'West End',
      summary: 'Georgian townhouses, mansion flats and private practices around Oxford Street.',
      areas: ['mayfair', 'marylebone'],
    },
    {
      name: 'Kensington & Chelsea',
      summary: "Stucco terraces, garden squares and the King's Road.",
      areas: ['kensington', 'chelsea', 'notting-hill'],
    },
    {
      name: 'Westminster & SW1',
      summary: 'Listed squares and embassies between Hyde Park Corner and Victoria.',
      areas: ['belgravia', 'knightsbridge'],
    },
    {
      name: 'North West London',
      summary: "Villas and village streets from Regent's Park to the Heath.",
      areas: ['hampstead', 'st-johns-wood', 'primrose-hill'],
    },
    {
      name: 'North London',
      summary: 'Hilltop houses and converted flats along the Northern line.',
      areas: ['highgate'],
    },
    {
      name: 'Hammersmith & Fulham',
      summary: 'Victorian terraces between two football grounds and the river.',
      areas: ['fulham'],
    },
    {
      name: 'Wandsworth & Merton',
      summary: 'Family homes under the flight path and beside busy stations.',
      areas: ['putney', 'wimbledon'],
    },
    {
      name: 'Richmond upon Thames',
      summary: 'Riverside villages, the Park and the Heathrow approach.',
      areas: ['richmond', 'barnes'],
    },
    {
      name: 'City & Islington',
      summary: 'Warehouse flats and Georgian terraces on the edge of the Square Mile.',
      areas: [],
    },
    {
      name: 'East London',
      summary: 'New-build towers, converted schools and Victorian streets from Hackney to Docklands.',
      areas: [],
    },
    {
      name: 'South East London',
      summary: 'Terraces and mansion blocks from Greenwich to Dulwich and the South Circular.',
      areas: [],
    },
    {
      name: 'Outer London',
      summary: 'Suburban family homes from Harrow and Ealing to Bromley and Croydon.',
      areas: [],
    },
  ]);

/** The six areas /locations features as cards. */
export const featuredAreaSlugs = [
  'kensington',
  'chelsea',
  'mayfair',
  'belgravia',
  'notting-hill',
  'hampstead',
] as const satisfies readonly AreaSlug[];
