import type { AstroIntegration } from 'astro';
import { handleInbox } from '../../server/inbox.ts';

/** `npm run dev` answers the same local inbox paths as `npm start`. */
export function devInbox(): AstroIntegration {
  return {
    name: 'hushpane-dev-inbox',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          handleInbox(req, res).then((handled) => (handled ? undefined : next()), next);
        });
      },
    },
  };
}
