import { formMeta, type LeadFormName } from '../../lib/leads/schemas.ts';
import { useFormWords } from './FormWords.tsx';

/** Hidden fields every native post carries: which form it is and a honeypot only bots fill in. */
export function FormMeta({ form }: { form: LeadFormName }) {
  const words = useFormWords();
  return (
    <>
      <input type="hidden" name={formMeta.formName} value={form} />
      <div hidden>
        <label>
          {words.honeypot}
          <input type="text" name={formMeta.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
