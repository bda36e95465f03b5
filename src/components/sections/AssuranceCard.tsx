import { ShieldCheck } from 'lucide-react';

/** A short list of the company's standing promises, in a dark panel. */
export function AssuranceCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-card bg-brand-800 p-6 text-white sm:p-8">
      <h3 className="text-xl font-semibold text-white">{title}</h3>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-100" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
