import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';

/** A table to show: a guide's (GuideTable), or one a page computes, whose headings and cells mix words and figures. */
export interface TableView {
  caption: string;
  columns: ReactNode[];
  rows: { header: string; cells: ReactNode[] }[];
  source: string;
}

/**
 * An accessible data table: caption, column and row headers with scope, and its source beneath.
 * On narrow screens it scrolls sideways inside a focusable, labelled group instead of breaking the layout.
 */
/** A table's words (interface.yaml): the hint to swipe on phones, and the label before its source. */
export interface TableWords {
  hint: string;
  source: string;
}

/** `words` are passed in: the calculator's and the price guide's islands render tables too and read no files. */
export function DataTable({ table, words }: { table: TableView; words: TableWords }) {
  const [corner, ...valueColumns] = table.columns;
  return (
    <div className="my-8">
      {/* A visible hint where the table is wider than the screen (it is at least 36rem wide). */}
      <p
        aria-hidden="true"
        className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-brand-700 sm:hidden"
      >
        {words.hint}
        <ArrowRight className="size-4" />
      </p>
      {/* A named group, not a landmark: a page may show the same table twice, and landmarks must be unique. */}
      <div
        role="group"
        className="overflow-x-auto rounded-card border border-stone-200 bg-white shadow-card"
        aria-label={table.caption}
        // Keyboard users must be able to focus the region to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem]">
          <caption className="sticky left-0 max-w-[calc(100vw-2.5rem)] px-4 pt-4 pb-2 text-left font-serif text-lg font-semibold text-brand-800">
            {table.caption}
          </caption>
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className="px-4 py-3 font-semibold">
                {corner}
              </th>
              {valueColumns.map((c, i) => (
                <th key={i} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.header} className="border-t border-stone-200 align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-brand-800">
                  {row.header}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={`${row.header}-${i}`} className="px-4 py-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        <span className="font-semibold">{words.source} </span>
        {table.source}
      </p>
    </div>
  );
}
