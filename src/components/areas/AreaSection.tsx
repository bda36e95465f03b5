import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One titled band of an area page. */
export function AreaSection({ id, title, tinted = false, children }: Props) {
  return (
    <section aria-labelledby={id} className={`py-12 sm:py-14 ${tinted ? 'bg-stone-50' : ''}`}>
      <div className="container-page">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
