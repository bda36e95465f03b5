import type { AstroIntegration } from 'astro';
import { handleInbox } from '../../server/inbox.ts';
import { claimInbox } from '../../server/leadStore.ts';

/**
 * `npm run dev` answers the same local inbox paths as `npm start`. Another server holding the inbox
 * (server/inboxLock.ts) is said once the server listens, in one line; the pages are still served, and each lead is
 * answered "not received" while it is so. (Claimed on start, not setup: Vitest's `getViteConfig` runs setup too.)
 */
export function devInbox(): AstroIntegration {
  return {
    name: 'hushpane-dev-inbox',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          handleInbox(req, res).then((handled) => (handled ? undefined : next()), next);
        });
      },
      'astro:server:start': ({ logger }) => {
        try {
          claimInbox();
        } catch (error) {
          logger.warn(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}
