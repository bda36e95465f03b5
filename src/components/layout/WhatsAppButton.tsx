import { whatsappHref } from '../../config/site.ts';

/** Interim WhatsApp link: the shared-elements work completes it (badge, tooltip). */
export function WhatsAppButton() {
  return (
    <a
      href={whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Contact us on WhatsApp"
      className="pointer-events-auto grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg"
    >
      WA
    </a>
  );
}
