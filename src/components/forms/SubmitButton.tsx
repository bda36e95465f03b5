import { LoaderCircle } from 'lucide-react';
import { buttonClasses } from '../ui/ButtonLink.tsx';

interface Props {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
}

/** A form's submit button: disabled with a spinner while sending, so a double click sends once. */
export function SubmitButton({ busy, label, busyLabel = 'Submitting...', className = '' }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={buttonClasses('primary', `w-full disabled:cursor-wait disabled:opacity-80 ${className}`)}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
