import { planYear, type plans as plansData } from '../../content/plans.ts';
import { pounds } from '../../lib/prices.ts';

interface Props {
  plans: typeof plansData;
  /** Plan, cost a year, inspection visits, cost per visit. */
  columns: readonly [string, string, string, string];
}

const cell = 'px-2 py-3 sm:px-5';

/** Each maintenance plan over a year: its cost, its inspection visits and what one visit works out at. */
export function PlanYearTable({ plans, columns }: Props) {
  const rows = plans.map((plan) => {
    const { year, perInspection } = planYear(plan);
    return { name: plan.name, cells: [pounds(year), String(plan.inspections), pounds(perInspection)] };
  });
  return (
    <table
      aria-labelledby="price-example"
      className="w-full overflow-hidden rounded-card bg-white text-left text-sm shadow-card sm:text-base"
    >
      <thead className="bg-brand-50 font-semibold text-brand-800">
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className={cell}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, cells: [year, visits, perVisit] }) => (
          <tr key={name} className="border-t border-stone-200">
            <th scope="row" className={`${cell} font-semibold text-brand-800`}>
              {name}
            </th>
            <td className={cell}>{year}</td>
            <td className={cell}>{visits}</td>
            <td className={`${cell} font-semibold`}>{perVisit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
