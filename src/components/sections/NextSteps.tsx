import { ArrowRight } from 'lucide-react';
import type { NavItem } from '../layout/navigation.ts';
import { NavList } from '../layout/NavList.tsx';

interface Props {
  title: string;
  items: NavItem[];
}

/** The end of a listing page: the next steps (book a survey, the calculator, projects, prices), one tap each. */
export function NextSteps({ title, items }: Props) {
  return (
    <section aria-labelledby="next-steps" className="border-t border-stone-200 bg-white py-10 sm:py-14">
      <div className="container-page">
        <h2 id="next-steps" className="text-2xl font-semibold text-ink sm:text-3xl">
          {title}
        </h2>
        <NavList
          items={items}
          className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          linkClassName="flex min-h-14 items-center justify-between gap-3 rounded-card border border-stone-200 bg-paper px-4 font-semibold text-brand-800 no-underline shadow-card hover:border-brand-600 hover:text-brand-700"
          after={<ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brass-500" />}
        />
      </div>
    </section>
  );
}
