import type { Ref } from 'react';

interface Props {
  title: string;
  text: string;
  ref?: Ref<HTMLDivElement>;
}

/** A short-lived message in the top layer (a manual popover), above any open modal. */
export function Toast({ title, text, ref }: Props) {
  return (
    <div
      ref={ref}
      popover="manual"
      role="status"
      className="pointer-events-auto inset-auto right-4 bottom-4 m-0 max-w-[calc(100vw-2rem)] rounded-card border border-success-700 bg-white p-4 text-ink shadow-card"
    >
      <p className="font-semibold text-success-700">{title}</p>
      <p className="mt-0.5 text-sm">{text}</p>
    </div>
  );
}
