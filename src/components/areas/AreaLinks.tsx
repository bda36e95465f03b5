import { ArrowRight } from 'lucide-react';
import { areaHref, areaPath, getArea, type Area } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';
import { familyHub, type PageFamily } from '../../paths.ts';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline';

/**
 * Links to the neighbouring areas in the same family (a neighbour without an /areas page by its installer page) and
 * to the area's twin page in the other family, where it has one.
 */
export function AreaLinks({
  area,
  family,
  next = [],
}: {
  area: Area;
  family: PageFamily;
  /** Links to what the page's visitor asks next (an installer page: a project, the comparison guide). */
  next?: readonly { href: string; text: string }[];
}) {
  const twin = areaPath(family === 'installer' ? 'area' : 'installer', area.slug);
  const neighbours = area.neighbours.map((slug) => ({
    href: areaHref(family, slug),
    name: getArea(slug).name,
  }));
  return (
    <nav aria-labelledby="nearby" className="border-t border-stone-200 py-10">
      <div className="container-page">
        <h2 id="nearby" className="text-xl font-bold">
          {words.areaPages.nearby}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {neighbours.map((n) => (
            <li key={n.href}>
              <a
                href={n.href}
                className="inline-flex min-h-11 items-center rounded-full border border-stone-200 bg-white px-4 font-medium text-brand-700 hover:border-brand-600"
              >
                {n.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-8">
          {twin && (
            <a href={twin} className={linkClass}>
              {fill(family === 'installer' ? words.areaPages.toGuide : words.areaPages.toInstallers, {
                area: area.name,
              })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          )}
          {next.map((link) => (
            <a key={link.href} href={link.href} className={linkClass}>
              {link.text}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          ))}
          <a href={familyHub[family]} className={linkClass}>
            {family === 'installer' ? words.areaPages.allInstallerAreas : words.areaPages.allGuideAreas}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
    </nav>
  );
}
