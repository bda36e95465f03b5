import { ChevronRight } from 'lucide-react';

interface Props {
  /** What screen readers call the trail (interface.yaml's `breadcrumbs`). */
  label: string;
  /** Home first, this page last: the same trail as the page's BreadcrumbList data (src/lib/seo/jsonLd.ts). */
  crumbs: readonly { name: string; path: string }[];
}

/**
 * The trail of links from home to this page, above its content. Each separator ends the item it follows, in the same
 * unbreakable item, so a trail that wraps on a phone never starts a line with a lone "›".
 */
export function Breadcrumbs({ label, crumbs }: Props) {
  return (
    <nav aria-label={label} className="border-b border-stone-200 bg-paper">
      <ol className="container-page flex flex-wrap items-center gap-x-1 text-sm">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-x-1">
            {i === crumbs.length - 1 ? (
              // This page: named, not linked (its address is the page's canonical URL).
              <span aria-current="page" className="inline-flex min-h-11 items-center font-semibold text-ink">
                {crumb.name}
              </span>
            ) : (
              <a
                href={crumb.path}
                className="inline-flex min-h-11 min-w-11 items-center text-brand-700 underline underline-offset-4"
              >
                {crumb.name}
              </a>
            )}
            {i < crumbs.length - 1 && (
              <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-muted" />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
