import { words } from '../../content/interface.ts';

interface Props {
  items: { id: string; title: string }[];
}

/** The on-page contents of a long guide: plain anchor links, no JavaScript. */
export function TableOfContents({ items }: Props) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-card border border-stone-200 bg-white p-5 shadow-card"
    >
      <h2 id="toc-heading" className="font-serif text-lg font-semibold">
        {words.guides.contents}
      </h2>
      <ol className="mt-2">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
