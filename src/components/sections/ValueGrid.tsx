import { Card } from '../ui/Card.tsx';

/** The company's values: short title and sentence each. */
export function ValueGrid({ values }: { values: readonly { title: string; description: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {values.map((v) => (
        <Card as="li" key={v.title}>
          <h3 className="text-xl font-semibold">{v.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{v.description}</p>
        </Card>
      ))}
    </ul>
  );
}
