import { Info } from 'lucide-react';

/** A plain-spoken advice panel (for instance on listed building consent). */
export function Guidance({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <aside
      aria-labelledby="guidance-title"
      className="rounded-card border-l-4 border-brass-500 bg-brass-100/60 p-6 sm:p-8"
    >
      <h2 id="guidance-title" className="flex items-center gap-3 text-2xl font-semibold">
        <Info aria-hidden="true" className="size-6 shrink-0 text-brass-700" />
        {title}
      </h2>
      <div className="prose-body mt-4 max-w-3xl">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </aside>
  );
}
