import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import type { NavItem } from './navigation.ts';
import { ContactLinks, type ContactPoints } from './ContactLinks.tsx';
import { NavList } from './NavList.tsx';

interface Props {
  /** The toggle's word (src/content/interface.yaml), passed in: the island reads no files. */
  label: string;
  /**
   * The menu's links (MobileMenuLinks), rendered by the page as static HTML: a hydrated island's props travel
   * inside every page as data beside the HTML they draw, its children only as that HTML.
   */
  children: ReactNode;
}

interface LinksProps {
  items: NavItem[];
  contact: ContactPoints;
  /** The quote page's link (its label is the page's, from pages.yaml). */
  quote: NavItem;
  /** The next steps: book a survey, the calculator, projects, prices (navigation.ts). */
  nextSteps: NavItem[];
  /** The menu's own words (src/content/interface.yaml). */
  labels: { nav: string; call: string; contacts: string; nextSteps: string };
}

const MENU_ID = 'mobile-menu';
// React 19 prints popoverTarget in camelCase; HTML validators want the lowercase attribute.
const popoverTarget = { popovertarget: MENU_ID };
const linkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink no-underline hover:bg-stone-50 aria-[current]:bg-brand-50 aria-[current]:text-brand-700';

/**
 * The mobile menu is a native popover: the toggle works on the first tap even before hydration,
 * and Escape / light dismiss come from the browser, which also exposes the toggle's expanded state (an
 * aria-expanded beside popovertarget is invalid HTML). React only switches the icon,
 * moves focus in and closes the menu when a link inside it is followed (same-page #anchors too).
 */
export function MobileMenu({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    // Hydration may come after the first tap has already opened the menu natively.
    const openedBeforeHydration = el.matches(':popover-open');
    setOpen(openedBeforeHydration);
    if (openedBeforeHydration && !el.contains(document.activeElement))
      el.querySelector<HTMLElement>('a[href]')?.focus();
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open';
      setOpen(isOpen);
      if (isOpen) el.querySelector<HTMLElement>('a[href]')?.focus();
      else if (!document.activeElement || document.activeElement === document.body) toggle.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) el.hidePopover();
    };
    el.addEventListener('toggle', onToggle);
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('toggle', onToggle);
      el.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <div className="flex justify-end min-[24rem]:col-start-2 lg:hidden">
      <button
        ref={toggle}
        type="button"
        {...popoverTarget}
        aria-controls={MENU_ID}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-stone-200 bg-white px-2.5 text-sm font-semibold text-brand-800 hover:bg-stone-50"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {label}
      </button>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-16 m-0 h-auto max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-stone-200 bg-paper p-0 text-ink shadow-card lg:hidden"
      >
        {children}
      </div>
    </div>
  );
}

/** The menu's links: the main navigation, the quote link, the next steps and the contact links (static HTML inside the menu). */
export function MobileMenuLinks({ items, contact, quote, nextSteps, labels }: LinksProps) {
  return (
    <div className="container-page py-4">
      <nav aria-label={labels.nav}>
        <NavList items={items} className="flex flex-col gap-1" linkClassName={linkClass} />
      </nav>
      <a
        href={quote.href}
        className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white no-underline hover:bg-brand-800"
      >
        {quote.label}
      </a>
      <div role="group" aria-labelledby="menu-next-steps" className="mt-6 border-t border-stone-200 pt-4">
        <h2
          id="menu-next-steps"
          className="px-3 text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase"
        >
          {labels.nextSteps}
        </h2>
        <NavList items={nextSteps} className="mt-1 grid grid-cols-2 gap-1" linkClassName={linkClass} />
      </div>
      <ContactLinks
        contact={contact}
        className="mt-6 flex flex-col gap-1 border-t border-stone-200 pt-4 text-base"
        linkClassName={linkClass}
        callLabel={labels.call}
      >
        <li>
          <a href="#site-contact" className={linkClass}>
            {labels.contacts}
          </a>
        </li>
      </ContactLinks>
    </div>
  );
}
