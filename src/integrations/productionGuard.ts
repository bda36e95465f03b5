import type { AstroIntegration } from 'astro';
import { site } from '../config/site.ts';
import { reviews } from '../content/proof.ts';
import {
  allowSampleSetting,
  neverLiveItems,
  productionHost,
  productionRefusal,
  type NeverLiveContent,
} from '../lib/neverLive.ts';

/**
 * The host's production build stops while the content holds a fictional phone number, a sample review or the
 * placeholder company details (src/lib/neverLive.ts). Any other build (`npm run build`, `npm start`, previews) goes on.
 */
export function productionGuard(
  env: Record<string, string | undefined> = process.env,
  content: NeverLiveContent = { site, reviews },
): AstroIntegration {
  return {
    name: 'hushpane-production-guard',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' || !productionHost(env)) return;
        const refusal = productionRefusal(content, env);
        if (refusal) throw new Error(refusal);
        if (env[allowSampleSetting] === '1' && neverLiveItems(content).length)
          logger.warn(`${allowSampleSetting}=1: this production build keeps the sample content`);
      },
    },
  };
}
