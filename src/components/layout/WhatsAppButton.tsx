import { whatsappHref } from '../../config/site.ts';
import { whatsappLabels } from '../../lib/leads/labels.ts';

/**
 * Floating WhatsApp link: static HTML. The tooltip shows on hover and keyboard focus through CSS, can be hovered
 * itself (a padded bridge, no gap), and Escape hides it (the script in BaseLayout sets `data-dismissed`):
 * WCAG 1.4.13. Its mark is drawn by the stylesheet (`icon-whatsapp` in global.css), cached once for the visit,
 * not repeated in every page.
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
        <span aria-hidden="true" className="icon-whatsapp size-6" />
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
