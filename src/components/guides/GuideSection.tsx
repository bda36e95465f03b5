import type { GuideSection as Section } from '../../content/guides/schema.ts';
import { fill, words } from '../../content/interface.ts';
import { GuideBlocks } from './GuideBlocks.tsx';

/** The id of a section's folded part: a link naming it (or anything in it) opens the fold. */
export const foldId = (sectionId: string) => `${sectionId}-more`;

/**
 * One numbered section of a long read; its id is the anchor the table of contents links to. `folded`: the heading and
 * opening paragraph stay in view and the rest sits in a native `<details>`, which needs no script and which Chromium
 * opens itself when the address names a part inside it.
 */
export function GuideSection({ section, folded = false }: { section: Section; folded?: boolean }) {
  const lead = section.blocks[0]?.kind === 'p' ? 1 : 0;
  const fold = folded && section.blocks.length > lead;
  return (
    <section aria-labelledby={section.id} className="mt-12 first:mt-0">
      <h2 id={section.id} className="text-2xl font-bold sm:text-3xl">
        {section.title}
      </h2>
      {fold ? (
        <>
          {lead > 0 && <GuideBlocks blocks={section.blocks.slice(0, lead)} />}
          <details className="group mt-4">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline underline-offset-4">
              {fill(words.guides.readSection, { title: section.title })}
            </summary>
            <div id={foldId(section.id)}>
              <GuideBlocks blocks={section.blocks.slice(lead)} />
            </div>
          </details>
        </>
      ) : (
        <GuideBlocks blocks={section.blocks} />
      )}
    </section>
  );
}
