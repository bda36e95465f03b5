import { site } from '../../config/site.ts';
import { paths } from '../../paths.ts';
import { words } from '../../content/interface.ts';

/** The Hushpane mark (a window with a second, inner pane) and wordmark, linking home. */
export function Logo() {
  return (
    <a
      href={paths.home}
      className="group flex min-h-11 min-w-0 items-center gap-2.5 rounded-md text-brand-800 no-underline"
    >
      <svg
        viewBox="0 0 32 32"
        width="34"
        height="34"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="7" className="fill-brand-700" />
        <rect
          x="7"
          y="7"
          width="18"
          height="18"
          rx="1.5"
          fill="none"
          className="stroke-white"
          strokeWidth="2"
        />
        <rect
          x="10.5"
          y="10.5"
          width="11"
          height="11"
          rx="1"
          fill="none"
          className="stroke-brass-500"
          strokeWidth="2"
        />
        <path d="M16 10.5v11" className="stroke-brass-500" strokeWidth="1.5" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-serif text-xl font-bold tracking-tight">{site.shortName}</span>{' '}
        <span className="mt-1 hidden text-[0.6875rem] font-semibold tracking-[0.14em] text-ink-muted uppercase xl:block">
          {words.layout.logoTagline}
        </span>
        {/* The link's name starts with the words it shows (WCAG 2.5.3, label in name). */}
        <span className="sr-only">, {words.layout.logoHome}</span>
      </span>
    </a>
  );
}
