import type { ReactNode } from 'react';
import { PageIntro } from '../ui/PageIntro.tsx';

/**
 * The shell of the two pages that list area pages (the installers hub and /locations): the intro, then the postcode
 * finder (`finder`, an island passed in by the route) beside the page's main list, and whatever follows (`after`).
 */
export function HubShell({
  eyebrow,
  title,
  intro,
  finder,
  children,
  after,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  finder: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageIntro>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <aside className="lg:sticky lg:top-36 lg:order-last lg:self-start">{finder}</aside>
        {children}
      </div>
      {after}
    </>
  );
}
