// The areas the two local page families cover. The full area collection (figures, copy) builds on these slugs.
export const installerAreas = [
  { slug: 'london', name: 'London' },
  { slug: 'kensington', name: 'Kensington' },
  { slug: 'chelsea', name: 'Chelsea' },
  { slug: 'knightsbridge', name: 'Knightsbridge' },
  { slug: 'mayfair', name: 'Mayfair' },
  { slug: 'belgravia', name: 'Belgravia' },
  { slug: 'notting-hill', name: 'Notting Hill' },
  { slug: 'hampstead', name: 'Hampstead' },
  { slug: 'marylebone', name: 'Marylebone' },
  { slug: 'st-johns-wood', name: "St John's Wood" },
  { slug: 'highgate', name: 'Highgate' },
  { slug: 'primrose-hill', name: 'Primrose Hill' },
  { slug: 'richmond', name: 'Richmond' },
  { slug: 'wimbledon', name: 'Wimbledon' },
  { slug: 'barnes', name: 'Barnes' },
  { slug: 'fulham', name: 'Fulham' },
  { slug: 'putney', name: 'Putney' },
] as const;

export type AreaSlug = (typeof installerAreas)[number]['slug'];
export const installerAreaSlugs = installerAreas.map((a) => a.slug) as AreaSlug[];
/** `/areas/{slug}` exists for every installer area except London itself. */
export const areaPageAreas = installerAreas.filter((a) => a.slug !== 'london');
