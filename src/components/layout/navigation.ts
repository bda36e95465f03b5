import { paths, pricesPath } from '../../paths.ts';
import { getRoute } from '../../routes.ts';
import { words } from '../../content/interface.ts';

/** The main navigation, in the order the spec lists it; each label is its page's `label` in pages.yaml. */
export const navItems = [
  paths.services,
  paths.benefits,
  paths.comparisons,
  paths.caseStudies,
  paths.resources,
  paths.about,
  paths.contact,
].map((href) => ({ href, label: getRoute(href).label }));

/** The quote link of the header, the phone menu and the phone bar: its label is the quote page's. */
export const quoteItem = { href: paths.quote, label: getRoute(paths.quote).label };

export type NavItem = { href: string; label: string; current?: 'page' | 'true' };

/** `page` on the page itself, `true` on its section (e.g. Services on /services/…), else nothing. */
export function ariaCurrent(currentPath: string, href: string): 'page' | 'true' | undefined {
  if (currentPath === href) return 'page';
  if (currentPath.startsWith(`${href}/`)) return 'true';
  return undefined;
}

export const navFor = (currentPath: string): NavItem[] =>
  navItems.map((item) => ({ ...item, current: ariaCurrent(currentPath, item.href) }));

/**
 * The next steps beside the spec's seven items, where a visitor looks for them (the top bar, the phone menu, the
 * footer, the end of the projects and installers pages): book a survey, the calculator, projects, prices.
 */
export const nextStepItems = [
  { href: paths.survey, label: getRoute(paths.survey).label },
  { href: paths.calculator, label: getRoute(paths.calculator).label },
  { href: paths.projects, label: getRoute(paths.projects).label },
  { href: pricesPath, label: words.layout.prices },
];

export const nextStepsFor = (currentPath: string): NavItem[] =>
  nextStepItems.map((item) => ({
    ...item,
    current: currentPath === item.href ? ('page' as const) : undefined,
  }));

/** Phone numbers in link text must not wrap between their digit groups. */
export const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
