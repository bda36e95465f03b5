import type { AstroIntegration } from 'astro';

/** Where `npm run edit` shows the launch list (never in a build). */
export const launchListPath = '/launch-list';

/** `npm run edit`: the launch list as a page beside the editor, read again on every load. */
export function launchListRoute(): AstroIntegration {
  return {
    name: 'hushpane-launch-list',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev')
          injectRoute({
            pattern: launchListPath,
            entrypoint: new URL('./editor/LaunchList.astro', import.meta.url),
            prerender: false,
          });
      },
    },
  };
}
