import { leadDelivery, parseBuildEnv } from '../../config/env.ts';

/** Where this build sends leads (browser and page render only: reads Vite's import.meta.env). */
export const delivery = leadDelivery(parseBuildEnv(import.meta.env));
