import { Download, FileText, ListOrdered } from 'lucide-react';
import { resources } from '../../content/guides.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { words } from '../../content/interface.ts';

// The spec's "Video" card leads to an illustrated walkthrough, not a film: no play button promises one.
const icons = { pdf: Download, article: FileText, video: ListOrdered } as const;

/** The three Technical Guides cards; every action is a real link (the PDF one downloads). */
export function ResourceCards() {
  return (
    <section aria-labelledby="technical-guides" className="mt-4">
      <h2 id="technical-guides" className="text-2xl font-bold sm:text-3xl">
        {words.guides.technicalGuides}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {resources.cards.map((card) => {
          const Icon = icons[card.kind];
          return (
            <li
              key={card.title}
              className="flex flex-col rounded-card border border-stone-200 bg-white p-6 shadow-card"
            >
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brass-700 uppercase">
                <Icon aria-hidden="true" className="size-5" />
                {card.type}
              </p>
              <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{card.description}</p>
              <a
                href={card.href}
                className={buttonClasses(card.downloadable ? 'primary' : 'outline', 'mt-5 self-start')}
                {...(card.downloadable
                  ? { download: card.href.split('/').pop(), type: 'application/pdf' }
                  : {})}
              >
                {card.action}
                <span className="sr-only">: {card.target}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
