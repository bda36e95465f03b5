import { CheckList } from '../ui/CheckList.tsx';

interface Group {
  title: string;
  items: readonly string[];
}

/** Technical expertise as titled tick lists, side by side on wide screens. */
export function ExpertiseLists({ groups }: { groups: readonly Group[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      {groups.map((g) => (
        <div key={g.title}>
          <h3 className="mb-4 text-xl font-semibold">{g.title}</h3>
          <CheckList items={g.items} className="text-ink" />
        </div>
      ))}
    </div>
  );
}
