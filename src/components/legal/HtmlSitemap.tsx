import { PageIntro } from '../ui/PageIntro.tsx';
import type { SitemapGroup } from '../../content/legal/sitemap.ts';
import { words } from '../../content/interface.ts';
import { pages } from '../../content/pages.ts';
import { paths } from '../../paths.ts';

/** The human-readable sitemap: every registered route, grouped. */
export function HtmlSitemap({ groups }: { groups: SitemapGroup[] }) {
  return (
    <>
      <PageIntro title={pages.sitemap.title}>
        <p>{words.sitemap.intro}</p>
      </PageIntro>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={`sitemap-${g.id}`}>
            <h2 id={`sitemap-${g.id}`} className="border-b border-stone-200 pb-2 text-xl font-bold">
              {g.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {g.routes.map((r) => (
                <li key={r.path}>
                  <a
                    href={r.path}
                    className="inline-flex min-h-11 min-w-11 items-center text-brand-700 underline-offset-4 hover:underline"
                  >
                    {r.path === paths.home ? words.sitemap.home : r.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
