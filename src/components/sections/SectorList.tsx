/** The sectors a service is delivered to, as simple tiles. */
export function SectorList({ sectors }: { sectors: readonly string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {sectors.map((s) => (
        <li
          key={s}
          className="rounded-card border border-stone-200 bg-white px-4 py-5 text-center font-semibold text-brand-800"
        >
          {s}
        </li>
      ))}
    </ul>
  );
}
