import { MapPin } from 'lucide-react';
import { areaPath, installerAreas } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';

/** Every area of src/content/areas/, linked by name: its /areas page, or its installer page where it has no other (London). */
export const areaLinks = () =>
  installerAreas.map(({ slug, name }) => ({
    slug,
    href: areaPath('area', slug) ?? areaPath('installer', slug)!,
    label: fill(words.areaPages.areaLink, { area: name }),
  }));

/** The home page's links to the local pages, one per area, a new area file included. */
export function WhereWeWork() {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {areaLinks().map((link) => (
        <li key={link.slug}>
          <a
            href={link.href}
            className="flex min-h-11 items-center gap-2 rounded-lg py-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brass-700" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
