import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own sizes (src/styles/global.css), so `text-display` is a font size and `shadow-card` a shadow,
// not colours that a caller's `text-ink` or `shadow-none` would leave standing beside them.
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display'], radius: ['card'], shadow: ['card'] } },
});

/** Class names joined as clsx does, a later Tailwind class replacing an earlier one of its kind: `px-2` over `px-5`. */
export const cn = (...classes: ClassValue[]) => twMerge(clsx(classes));
