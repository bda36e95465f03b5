import { readFileSync } from 'node:fs';
import path from 'node:path';

// The brand's colours have one source, the stylesheet's theme (src/styles/global.css, `--color-*`): the code that
// draws images at build time (the mark, logo and icons, social images, the hero, the PDF guide) reads them here.
// Read from the project folder, where the build, the tests and the scripts run.
export const stylesheet = path.join('src', 'styles', 'global.css');

/** The `--color-*` values of a stylesheet's `@theme`, by name (`brand-700`), in lower case. */
export function themeColours(css: string): Record<string, string> {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map(([, name, value]) => [
      name!,
      value!.toLowerCase(),
    ]),
  );
}

const colours = themeColours(readFileSync(stylesheet, 'utf8'));

/** A brand colour by its theme name; a name the stylesheet does not define stops the build. */
export function colour(name: string): string {
  const value = colours[name];
  if (!value) throw new Error(`${stylesheet} defines no --color-${name} in its @theme`);
  return value;
}

export const palette: Readonly<Record<string, string>> = colours;
