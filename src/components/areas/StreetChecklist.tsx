import { CheckList } from '../ui/CheckList.tsx';
import { AreaSection } from './AreaSection.tsx';

/** The nine streets or neighbourhoods the area page serves. */
export function StreetChecklist({ title, streets }: { title: string; streets: readonly string[] }) {
  return (
    <AreaSection id="streets" title={title}>
      <CheckList items={streets} className="sm:grid-cols-2 lg:grid-cols-3" />
    </AreaSection>
  );
}
