import { CheckList } from '../ui/CheckList.tsx';
import { AreaSection } from './AreaSection.tsx';

/**
 * The nine streets or neighbourhoods the area page serves, two to a row from the phone up: the names are short, and a
 * column of nine made the London installer page a fifth of a phone screen longer than its budget.
 */
export function StreetChecklist({ title, streets }: { title: string; streets: readonly string[] }) {
  return (
    <AreaSection id="streets" title={title}>
      <CheckList items={streets} className="grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-3" />
    </AreaSection>
  );
}
