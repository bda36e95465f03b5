import { paths } from '../../paths.ts';

/** The main navigation, in the order the spec lists it. */
export const navItems = [
  { href: paths.services, label: 'Services' },
  { href: paths.benefits, label: 'Benefits' },
  { href: paths.comparisons, label: 'Comparisons' },
  { href: paths.caseStudies, label: 'Case Studies' },
  { href: paths.resources, label: 'Resources' },
  { href: paths.about, label: 'About' },
  { href: paths.contact, label: 'Contact' },
] as const;

export type NavItem = { href: string; label: string; current?: 'page' | 'true' };

/** `page` on the page itself, `true` on its section (e.g. Services on /services/…), else nothing. */
export function ariaCurrent(currentPath: string, href: string): 'page' | 'true' | undefined {
  if (currentPath === href) return 'page';
  if (currentPath.startsWith(`${href}/`)) return 'true';
  return undefined;
}

export const navFor = (currentPath: string): NavItem[] =>
  navItems.map((item) => ({ ...item, current: ariaCurrent(currentPath, item.href) }));

/** Phone numbers in link text must not wrap between their digit groups. */
export const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
