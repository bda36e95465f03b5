import { LoaderCircle } from 'lucide-react';
import { buttonClasses } from '../ui/ButtonLink.tsx';

interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}

/**
 * A form's submit button: disabled with a spinner while sending, so a double click sends once. Both labels are in
 * the HTML: a submit held before the form's script is live shows the busy one at once (`data-busy`, global.css).
 */
export function SubmitButton({ busy, label, busyLabel, className }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={buttonClasses('primary', 'w-full disabled:cursor-wait disabled:opacity-80', className)}
    >
      <span className="submit-idle">{label}</span>
      <span className="submit-busy items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {busyLabel}
      </span>
    </button>
  );
}
