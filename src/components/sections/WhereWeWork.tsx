import { MapPin } from 'lucide-react';
import { areaHref, installerAreas } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';

/** Every area of src/content/areas/, linked by name: its /areas page, or its installer page where it has none (London). */
export const areaLinks = () =>
  installerAreas.map(({ slug, name }) => ({
    slug,
    href: areaHref('area', slug),
    label: fill(words.areaPages.areaLink, { area: name }),
  }));

/** The home page's links to the local pages, one per area, a new area file included. */
export function WhereWeWork() {
  return (
    // Two columns on a phone too (a name wraps under "Secondary glazing in"), so the band stays short.
    <ul className="grid grid-cols-2 gap-x-3 sm:gap-x-6 lg:grid-cols-3">
      {areaLinks().map((link) => (
        <li key={link.slug}>
          <a
            href={link.href}
            className="flex min-h-11 items-center gap-2 rounded-lg py-0.5 text-sm/5 font-semibold text-brand-700 underline-offset-4 hover:underline sm:text-base"
          >
            <MapPin aria-hidden="true" className="hidden size-4 shrink-0 text-brass-700 sm:block" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
