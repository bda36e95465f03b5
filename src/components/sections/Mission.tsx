import { ShieldCheck } from 'lucide-react';

interface Props {
  title: string;
  paragraphs: readonly string[];
  promises: readonly string[];
}

/** Mission statement beside the promises that back it. */
export function Mission({ title, paragraphs, promises }: Props) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>
        <h2 id="mission" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <div className="prose-body mt-5 text-ink-muted">
          {paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </div>
      <ul className="space-y-4 self-center rounded-card bg-brand-800 p-6 text-white sm:p-8">
        {promises.map((p) => (
          <li key={p} className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-100" />
            <span>{p}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
