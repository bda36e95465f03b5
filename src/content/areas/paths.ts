import type { AreaSlug } from './schema.ts';

export type PageFamily = 'installer' | 'area';

export const installerHubPath = '/services/secondary-glazing-installers';

/** An area's page in a family (London exists only in the installer family). */
export const familyPath = (family: PageFamily, slug: AreaSlug) =>
  family === 'installer' ? `${installerHubPath}/${slug}` : `/areas/${slug}`;

/** The page for the main search term, "secondary glazing installers London". */
export const londonInstallersPath = familyPath('installer', 'london');
