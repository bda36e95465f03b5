import { AssuranceCard } from './AssuranceCard.tsx';
import { words } from '../../content/interface.ts';

interface Props {
  title: string;
  paragraphs: readonly string[];
  promises: readonly string[];
}

/** Mission statement beside the promises that back it. */
export function Mission({ title, paragraphs, promises }: Props) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
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
      <AssuranceCard title={words.about.promises} items={promises} />
    </div>
  );
}
