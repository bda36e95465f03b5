import { contactPoints } from '../../config/site.ts';
import { ContactLinks } from '../layout/ContactLinks.tsx';
import { useFormWords } from './FormWords.tsx';

/** Two ways to reach us that cannot fail, offered whenever a send fails. */
export function FailureHelp({ mailto }: { mailto: string }) {
  const { failure } = useFormWords();
  return (
    <ContactLinks
      contact={{ phone: contactPoints.phone, email: { href: mailto, display: failure.email } }}
      className="mt-2 flex flex-wrap gap-x-4 gap-y-2"
      linkClassName="font-semibold text-brand-700 underline"
      callLabel={failure.call}
    />
  );
}
