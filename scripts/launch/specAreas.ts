/** docs/requirements.md section 2: the areas whose pages the spec's routes name. The business may add more in the editor. */
export const specInstallerAreas = [
  'london',
  'kensington',
  'chelsea',
  'knightsbridge',
  'mayfair',
  'belgravia',
  'notting-hill',
  'hampstead',
  'marylebone',
  'st-johns-wood',
  'highgate',
  'primrose-hill',
  'richmond',
  'wimbledon',
  'barnes',
  'fulham',
  'putney',
] as const;

/** `/areas/{area}`: the same areas except London (`npm run launch-check` names one whose /areas page is off). */
export const specAreaGuides = specInstallerAreas.filter((slug) => slug !== 'london');

/** The spec's areas with an installer page only (`npm run launch-check` names one whose /areas page is on). */
export const specInstallerOnly = specInstallerAreas.filter(
  (slug) => !(specAreaGuides as readonly string[]).includes(slug),
);
