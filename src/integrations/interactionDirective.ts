import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractionOptions } from '../directives/interaction.ts';

/** Registers `client:interaction` (see src/directives/interaction.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'hushpane-client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}
