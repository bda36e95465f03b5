import type { AreaSlug } from '../areaSlugs.ts';

// The area pages' meta descriptions, apart from the collection so src/routes.ts (imported by client code too) stays light.
// tests/unit/areas.test.ts checks each one against its page's figures.
export const areaDescriptions: Record<AreaSlug, { installer: string; area?: string }> = {
  london: {
    installer:
      'Secondary glazing installers across London: 75% average noise reduction in 2,500+ properties, from £450 to £650 per window, free home survey.',
  },
  kensington: {
    installer:
      'Kensington secondary glazing installers: 80% noise reduction in 150+ local homes, £450-£750 per window, same-day surveys and 1-day installation.',
    area: 'Secondary glazing for Kensington homes: 80% quieter rooms, £3,500 average investment, installation in 1 day, with no planning permission required.',
  },
  chelsea: {
    installer:
      'Chelsea secondary glazing installers: 78% noise reduction across 120+ homes, £550-£850 per window, £4,800 average investment, lifetime guarantee.',
    area: 'Secondary glazing for Chelsea homes: 75% quieter rooms in 100+ properties, £4,200 average investment and a lifetime excellence guarantee.',
  },
  knightsbridge: {
    installer:
      'Knightsbridge secondary glazing installers: 82% noise reduction in 85+ residences, £650-£950 per window, £6,200 average investment.',
    area: 'Secondary glazing for Knightsbridge apartments and townhouses: 78% quieter rooms in 120+ homes, £6,500 average investment, lifetime guarantee.',
  },
  mayfair: {
    installer:
      'Mayfair secondary glazing installers: 85% noise reduction in 60+ residences, £750-£1,200 per window, £8,500 average investment.',
    area: 'Secondary glazing for Mayfair residences: 82% quieter rooms in 50+ homes, £5,800 average investment and a lifetime excellence guarantee.',
  },
  belgravia: {
    installer:
      'Belgravia secondary glazing installers: 83% noise reduction in 45+ listed homes, £650-£900 per window, £7,200 average investment, 25-year warranty.',
    area: 'Secondary glazing for Belgravia homes: 80% quieter rooms in 85+ properties, £5,800 average investment, heritage assessment and 25-year warranty.',
  },
  'notting-hill': {
    installer:
      'Notting Hill secondary glazing installers: 76% noise reduction in 180+ homes, £480-£720 per window, £520 average per window, 20-year warranty.',
    area: 'Secondary glazing for Notting Hill villas and terraces: 72% quieter rooms in 95+ homes, £3,900 average investment and a 20-year warranty.',
  },
  hampstead: {
    installer:
      'Hampstead secondary glazing installers: 78% noise reduction in 140+ homes, £520-£780 per window, £650 average per window, free village survey.',
    area: 'Secondary glazing for Hampstead houses and cottages: 76% quieter rooms in 65+ homes, £4,800 average investment and a free village home survey.',
  },
  marylebone: {
    installer:
      'Marylebone secondary glazing installers: 74% noise reduction in 220+ homes and clinics, £450-£680 per window, £485 average per window.',
    area: 'Secondary glazing for Marylebone flats, houses and practices: 82% quieter rooms in 140+ properties and a £5,200 average investment.',
  },
  'st-johns-wood': {
    installer:
      "St John's Wood secondary glazing installers: 77% noise reduction in 85+ family homes, £580-£850 per window, £720 average per window.",
    area: "Secondary glazing for St John's Wood family homes: 77% quieter rooms in 45+ houses, £5,500 average investment and a free family home survey.",
  },
  highgate: {
    installer:
      'Highgate secondary glazing installers: 76% noise reduction in 95+ homes, £500-£750 per window, £580 average per window, free hilltop survey.',
    area: 'Secondary glazing for Highgate village homes: 74% quieter rooms in 38+ houses, £4,600 average investment and a free hilltop home survey.',
  },
  'primrose-hill': {
    installer:
      'Primrose Hill secondary glazing installers: 73% noise reduction in 110+ homes, £480-£720 per window, £540 average per window.',
    area: 'Secondary glazing for Primrose Hill homes: 78% quieter rooms in 32+ properties, £6,200 average investment and a free neighbourhood survey.',
  },
  richmond: {
    installer:
      'Richmond secondary glazing installers: 72% noise reduction in 165+ homes, £450-£680 per window, £520 average per window, flight-path survey.',
    area: 'Secondary glazing for Richmond family homes: 76% quieter rooms in 68+ houses, £4,400 average investment and a free flight-path survey.',
  },
  wimbledon: {
    installer:
      'Wimbledon secondary glazing installers: 71% noise reduction in 290+ family homes, £420-£620 per window, £480 average per window.',
    area: 'Secondary glazing for Wimbledon homes: 75% quieter rooms in 92+ family houses, £3,800 average investment and a free family survey.',
  },
  barnes: {
    installer:
      'Barnes secondary glazing installers: 69% noise reduction in 145+ homes, £440-£640 per window, £495 average per window, free village survey.',
    area: 'Secondary glazing for Barnes cottages and villas: 73% quieter rooms in 54+ homes, £4,100 average investment, free riverside village survey.',
  },
  fulham: {
    installer:
      'Fulham secondary glazing installers: 70% noise reduction in 320+ Victorian homes, £430-£630 per window, £465 average per window.',
    area: 'Secondary glazing for Fulham terraces: 77% quieter rooms in 135+ homes, £4,300 average investment and a free terrace survey.',
  },
  putney: {
    installer:
      'Putney secondary glazing installers: 68% noise reduction in 235+ homes, £410-£610 per window, £450 average per window, Riverside Family Assessment.',
    area: 'Secondary glazing for Putney homes: 74% quieter rooms in 108+ properties, £4,000 average investment and a Riverside Family Assessment.',
  },
};

/** An area page's meta description, for src/routes.ts. */
export function areaRouteDescription(family: 'installer' | 'area', slug: AreaSlug): string {
  const description = areaDescriptions[slug][family];
  if (!description) throw new Error(`${slug} has no ${family} page description`);
  return description;
}
