import { estimatorData as data } from './estimator/data.ts';
import { windowPerformance } from './estimator/index.ts';
import { ratingsCsv, type RatingsInput } from '../lib/acoustics/ratingsTable.ts';

/** The site's ratings table: the calculator's windows and panes at every gap it accepts, by the model. */
export const siteRatingsInput: RatingsInput = {
  windows: data.existingWindows,
  glasses: data.glasses,
  gap: data.gap,
  performance: windowPerformance,
};

export const siteRatingsCsv = () => ratingsCsv(siteRatingsInput);
