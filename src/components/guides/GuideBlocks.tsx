import type { GuideBlock } from '../../content/guides/schema.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { DataTable } from './DataTable.tsx';
import { tableWords } from '../../content/interface.ts';

/** Renders a guide section's blocks (paragraphs, lists, tables, charts) from content data. */
export function GuideBlocks({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case 'p':
            return (
              <p key={key} className="mt-4">
                {block.text}
              </p>
            );
          case 'h3':
            return (
              <h3 key={key} className="mt-8 text-xl font-semibold">
                {block.text}
              </h3>
            );
          case 'list':
            return (
              <ul key={key} className="mt-4 list-disc space-y-2 pl-6 marker:text-brass-700">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'table':
            return <DataTable key={key} table={block.table} words={tableWords} />;
          case 'barChart':
            return <BarChart key={key} chart={block.chart} />;
          case 'link':
            return (
              <p key={key} className="mt-2">
                <a
                  href={block.href}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {block.text}
                </a>
              </p>
            );
          case 'callout':
            return (
              <aside key={key} className="mt-6 rounded-card border-l-4 border-brass-500 bg-brass-100 p-5">
                <p className="font-semibold text-brand-800">{block.title}</p>
                <p className="mt-1">{block.text}</p>
              </aside>
            );
        }
      })}
    </>
  );
}
