import type { GuideSection as Section } from '../../content/guides/schema.ts';
import { GuideBlocks } from './GuideBlocks.tsx';

/**
 * One numbered section of a long read; its id is the anchor the table of contents links to. Every section shows its
 * whole text: nothing waits behind a "Read more".
 */
export function GuideSection({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.id} className="mt-12 first:mt-0">
      <h2 id={section.id} className="text-2xl font-bold sm:text-3xl">
        {section.title}
      </h2>
      <GuideBlocks blocks={section.blocks} />
    </section>
  );
}
