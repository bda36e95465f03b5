import { whatsappHref } from '../../config/site.ts';
import { whatsappLabels } from '../../lib/leads/labels.ts';

/**
 * Floating WhatsApp link: static HTML. The tooltip shows on hover and keyboard focus through CSS, can be hovered
 * itself (a padded bridge, no gap), and Escape hides it (the script in BaseLayout sets `data-dismissed`):
 * WCAG 1.4.13.
 */
export function WhatsAppButton() {
  return (
    <div data-whatsapp className="group relative col-start-4 row-start-1 xl:col-start-1 xl:row-start-2">
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={whatsappLabels.label}
        aria-describedby="whatsapp-tooltip"
        className="relative grid size-11 place-items-center rounded-full bg-whatsapp text-white shadow-md ring-2 ring-white/70 transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100 xl:size-12 xl:shadow-lg"
      >
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.4-1.47-.89-.79-1.49-1.77-1.66-2.07-.17-.3-.02-.46.13-.61.13-.13.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.21 3.08c.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.69.62.71.23 1.36.2 1.87.12.57-.08 1.76-.72 2.01-1.41.25-.7.25-1.29.17-1.41-.07-.13-.27-.2-.57-.35M12.05 21.5h-.01a9.4 9.4 0 0 1-4.79-1.31l-.34-.2-3.56.93.95-3.47-.22-.36a9.4 9.4 0 0 1-1.44-5.01c0-5.2 4.23-9.43 9.44-9.43 2.52 0 4.89.98 6.67 2.77a9.37 9.37 0 0 1 2.76 6.67c0 5.2-4.24 9.43-9.44 9.43m8.03-17.46A11.3 11.3 0 0 0 12.05.7C5.8.7.71 5.79.7 12.05c0 2 .52 3.95 1.52 5.67L.6 23.6l6.02-1.58a11.3 11.3 0 0 0 5.42 1.38h.01c6.26 0 11.35-5.09 11.35-11.35 0-3.03-1.18-5.88-3.32-8.03" />
        </svg>
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full border-2 border-white bg-danger-700"
        />
      </a>
      <span className="invisible absolute top-1/2 right-full -translate-y-1/2 pr-3 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-data-dismissed:invisible! group-data-dismissed:opacity-0!">
        <span
          id="whatsapp-tooltip"
          role="tooltip"
          className="block rounded-md bg-ink px-3 py-2 text-sm font-medium whitespace-nowrap text-white shadow-lg"
        >
          {whatsappLabels.tooltip}
        </span>
      </span>
    </div>
  );
}
