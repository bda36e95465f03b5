import { site } from '../../config/site.ts';

/** An "Email us instead" link whose body holds what the visitor typed, so a failed send loses nothing. */
export function fallbackMailto(subject: string, fields: [label: string, value: string | undefined][]) {
  const body = fields
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}: ${value!.trim()}`)
    .join('\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What a visitor typed, kept in this tab until it is sent (a reload or a failed send loses nothing). */
export const drafts = {
  load(key: string): Record<string, string> | undefined {
    try {
      const raw = window.sessionStorage.getItem(`lead-draft:${key}`);
      const data: unknown = raw ? JSON.parse(raw) : undefined;
      return data && typeof data === 'object' ? (data as Record<string, string>) : undefined;
    } catch {
      return undefined;
    }
  },
  save(key: string, values: Record<string, unknown>) {
    try {
      window.sessionStorage.setItem(`lead-draft:${key}`, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still works, only the reload safety net is lost.
    }
  },
  clear(key: string) {
    try {
      window.sessionStorage.removeItem(`lead-draft:${key}`);
    } catch {
      // see save()
    }
  },
};

/** The phone number as link text, kept on one line. */
export const phoneText = site.phone.display.replace(/ /g, '\u00a0');
