import { MapPin } from 'lucide-react';

interface Props {
  links: { href: string; name: string; details?: string[] }[];
}

/** A grid of area links (the installer hub's seventeen, the locations page's regions). */
export function AreaLinkGrid({ links }: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="flex min-h-16 items-center gap-3 rounded-card border border-stone-200 bg-white p-4 no-underline shadow-card transition-colors hover:border-brand-600"
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brass-700" />
            <span className="min-w-0">
              <span className="block font-serif text-lg font-semibold text-brand-800">{link.name}</span>
              {link.details?.map((d) => (
                <span key={d} className="block text-sm text-ink-muted">
                  {d}
                </span>
              ))}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
