import { site } from '../../config/site.ts';

/** An "Email us instead" link whose body holds what the visitor typed, so a failed send loses nothing. */
export function fallbackMailto(subject: string, fields: [label: string, value: string | undefined][]) {
  const body = fields
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}: ${value!.trim()}`)
    .join('\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
