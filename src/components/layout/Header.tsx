import { site } from '../../config/site.ts';

export const navItems = [
  { href: '/services', label: 'Services' },
  { href: '/benefits', label: 'Benefits' },
  { href: '/comparisons', label: 'Comparisons' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/resources', label: 'Resources' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Interim header: the shared-elements work replaces it with the full sticky header and mobile menu. */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="container-page flex min-h-16 items-center justify-between gap-4">
        <a href="/" className="font-serif text-xl font-bold text-brand-800">
          {site.shortName}
        </a>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-3 text-sm">
            {navItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={currentPath === item.href ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href="/quote-request">Free Quote</a>
      </div>
    </header>
  );
}
