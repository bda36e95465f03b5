import { formMeta, type LeadFormName } from '../../lib/leads/schemas.ts';

/** Hidden fields every native post carries: which form it is and a honeypot only bots fill in. */
export function FormMeta({ form }: { form: LeadFormName }) {
  return (
    <>
      <input type="hidden" name={formMeta.formName} value={form} />
      <div hidden>
        <label>
          Leave this field empty
          <input type="text" name={formMeta.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
