import { analyticsSettings, parseBuildEnv } from '../../config/env.ts';

/** The statistics service this build loads, or undefined (page render only: reads Vite's import.meta.env). */
export const analytics = analyticsSettings(parseBuildEnv(import.meta.env));
