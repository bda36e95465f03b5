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
 * A build that goes live (the hosts' production builds, `npm run deploy`, a build given a live form endpoint:
 * src/lib/neverLive.ts) stops while the content holds a fictional phone number, a sample review or the placeholder
 * company details. Any other build (`npm run build`, `npm start`, previews) goes on. The list is the whole message,
 * for the office to read: printed as it is and the build ended (exit 1), not thrown (Astro would wrap it in an
 * "unhandled error" heading and a stack trace).
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
        if (refusal) {
          console.error(`\n${refusal}\n`);
          process.exit(1);
        }
        if (env[allowSampleSetting] === '1' && neverLiveItems(content).length)
          logger.warn(`${allowSampleSetting}=1: this production build keeps the sample content`);
      },
    },
  };
}
