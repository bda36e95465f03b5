import { cn } from '../../lib/cn.ts';
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The in-page link to /about (home, under the figures; contact, beside our details): who the visitor will deal with. */
export function AboutLink({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <p className={className}>
      <a
        href={paths.about}
        className={cn(
          'inline-flex min-h-11 items-center font-semibold underline underline-offset-4',
          inverse ? 'text-white' : 'text-brand-700',
        )}
      >
        {words.actions.about}
      </a>
    </p>
  );
}
