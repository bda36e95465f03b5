import type { ReactNode } from 'react';
import { contactPoints, site } from '../../config/site.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { navFor, nextStepsFor, quoteItem } from './navigation.ts';
import { Logo } from './Logo.tsx';
import { NavList } from './NavList.tsx';
import { words } from '../../content/interface.ts';

interface Props {
  currentPath: string;
  /** The mobile menu island, rendered by the layout so only it hydrates. */
  menu?: ReactNode;
}

/** Sticky site header: static HTML; only the mobile menu passed in `menu` ships JavaScript. */
export function Header({ currentPath, menu }: Props) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-paper/95 shadow-[0_1px_0_rgb(27_42_54/0.02)] backdrop-blur supports-[backdrop-filter]:bg-paper/90">
      <div className="hidden bg-brand-800 text-[0.8125rem] text-white lg:block 2xl:text-sm">
        <div className="container-page flex h-10 items-center justify-end gap-4 whitespace-nowrap">
          {/* The tagline from 1280 px, where the row has room for it beside the next steps and the contact links. */}
          <p className="mr-auto hidden text-brand-100 xl:block">{site.tagline}</p>
          {/* A group, not a landmark: the footer's list of the same links is the page's one "Next steps" navigation. */}
          <div role="group" aria-label={words.layout.nextSteps}>
            <NavList
              items={nextStepsFor(currentPath)}
              className="flex items-center gap-3.5"
              linkClassName="inline-flex items-center font-medium text-white no-underline hover:underline aria-[current]:underline"
            />
          </div>
          <ContactLinks
            contact={contactPoints}
            className="flex items-center gap-4"
            linkClassName="inline-flex items-center gap-1.5 hover:underline"
            phoneClassName="font-semibold"
            iconClassName="size-4 text-brass-500"
          />
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-3 lg:h-20">
        <Logo />
        <nav aria-label={words.layout.navMain} className="hidden lg:block">
          <NavList
            items={navFor(currentPath)}
            className="flex items-center gap-1"
            linkClassName="relative inline-flex min-h-11 items-center rounded-md px-2.5 text-[0.9375rem] font-medium text-ink no-underline transition-colors after:absolute after:inset-x-2.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-brass-500 after:opacity-0 after:transition-opacity hover:text-brand-600 hover:after:opacity-60 aria-[current]:text-brand-700 aria-[current]:after:opacity-100"
          />
        </nav>
        {/* Fixed tracks for the quote link and the menu: both sit in place from the first paint, however the page
            streams in (CLS 0), and the row fits a 384 px screen. */}
        <div className="grid grid-cols-[minmax(5.75rem,auto)] items-center gap-1.5 min-[24rem]:grid-cols-[minmax(7rem,auto)_minmax(5.75rem,auto)] lg:flex lg:gap-2">
          <a
            href={quoteItem.href}
            aria-current={currentPath === quoteItem.href ? 'page' : undefined}
            className="col-start-1 hidden min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm whitespace-nowrap font-semibold text-white no-underline shadow-sm transition-colors hover:bg-brand-800 min-[24rem]:inline-flex lg:px-5 lg:text-base"
          >
            {quoteItem.label}
          </a>
          {menu}
        </div>
      </div>
    </header>
  );
}
