import { barChartSchema, tableSchema } from './schema.ts';

/**
 * The spec's article figures, in one place so every guide page and the PDF quote the same numbers.
 * Some spec figures disagree with each other (heat loss up to 65% or up to 40%); both are kept, each where the spec puts it.
 */
export const figures = {
  secondaryDb: '48-54 dB+',
  secondaryMaxDb: 'up to 54 dB',
  secondaryPercent: 'up to 80%',
  noiseReductionPercent: '70-80%',
  acousticDoubleTripleDb: '38-45 dB',
  standardDoubleDb: 'about 34 dB',
  secondaryGap: '100-200 mm',
  sweetSpotGap: '150-200 mm',
  minimumGap: '100 mm',
  doubleGlazingGap: '12-24 mm',
  caseStudyGap: '150 mm',
  caseStudyGlass: '6.8 mm acoustic laminated glass with a PVB interlayer',
  threeBedSecondary: '£3,600',
  threeBedReplacement: '£6,000',
  costSaving: '48-75%',
  heatLossCaseStudy: 'up to 65%',
  heatLossGeneral: 'up to 40%',
  moreEfficientThanDouble: 'up to 10%',
  householdSavings: '15-25%',
  payback: '5-7 years',
  roi: '3-5 years',
  tenDbRule: '10 dB',
  installationHours: '4-6 hours',
  installationDays: '1-2 days',
  residentialFrom: '£450',
  heritageFrom: '£650',
  warranty: '10-year',
} as const;

/** Secondary glazing against acoustic double or triple glazing, as the case study states it. */
export const secondaryVersusReplacement = tableSchema.parse({
  caption: 'Secondary glazing compared with acoustic double or triple glazing',
  columns: ['Feature', 'Secondary glazing', 'Acoustic double/triple glazing'],
  rows: [
    { header: 'Noise reduction', cells: ['48-54dB+', '38-45dB'] },
    { header: 'Air gap', cells: ['100-200mm', '12-24mm'] },
    { header: 'Installation disruption', cells: ['Low', 'High'] },
    { header: 'Listed building suitability', cells: ['Excellent', 'Not permitted'] },
    { header: 'Cost', cells: ['Lower to moderate', 'Moderate to high'] },
  ],
  source:
    'Figures as stated in our case study. "Not permitted" reflects that replacing original windows in a listed building normally needs listed building consent, which is rarely given; secondary glazing is reversible and usually acceptable.',
});

/** Typical noise reduction by glazing option (ranges shown as ranges). */
export const noiseByOptionChart = barChartSchema.parse({
  title: 'Typical noise reduction by glazing option',
  description:
    'Standard double glazing about 34 dB; acoustic double or triple glazing 38 to 45 dB; secondary glazing with a 100-200 mm gap 48 to 54 dB or more.',
  unit: 'dB',
  max: 60,
  bars: [
    { label: 'Standard double glazing', low: 34, high: 34, display: 'about 34 dB' },
    { label: 'Acoustic double/triple glazing', low: 38, high: 45, display: '38-45 dB' },
    { label: 'Secondary glazing', low: 48, high: 54, display: '48-54 dB+', highlight: true },
  ],
});

/** Typical cost for a three-bedroom house. */
export const threeBedCostChart = barChartSchema.parse({
  title: 'Typical cost for a three-bedroom house',
  description: 'Secondary glazing about £3,600; replacement windows about £6,000.',
  unit: '£',
  max: 6000,
  bars: [
    { label: 'Secondary glazing', low: 3600, high: 3600, display: 'about £3,600', highlight: true },
    { label: 'Replacement windows', low: 6000, high: 6000, display: 'about £6,000' },
  ],
});
