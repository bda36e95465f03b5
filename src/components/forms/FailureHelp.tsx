import { site } from '../../config/site.ts';
import { phoneLabel } from '../../config/site.ts';
import { Filled } from '../ui/Filled.tsx';
import { useFormWords } from './FormWords.tsx';

/** Two ways to reach us that cannot fail, offered whenever a send fails. */
export function FailureHelp({ mailto }: { mailto: string }) {
  const { failure } = useFormWords();
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
      <a href={site.phone.href} className="font-semibold text-brand-700 underline">
        <Filled text={failure.call} values={{ phone: phoneLabel }} />
      </a>
      <a href={mailto} className="font-semibold text-brand-700 underline">
        {failure.email}
      </a>
    </p>
  );
}
