// What a visitor typed, kept in this tab until it is sent: a reload, a failed send or a visit to another page
// loses nothing. No imports: `client:interaction` (src/directives/interaction.ts) inlines this into every page.

const storageKey = (key: string) => `lead-draft:${key}`;
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * What the visitor typed into a form, by field name: hidden fields (the form's name) and controls in a hidden
 * block (the honeypot) are not theirs.
 */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form.elements) {
    if (!('name' in control) || !('value' in control) || typeof control.value !== 'string') continue;
    const { name, type } = control as HTMLInputElement;
    if (!name || type === 'hidden' || type === 'submit' || control.closest('[hidden]')) continue;
    values[name] = control.value;
  }
  return values;
}

export const drafts = {
  load(key: string): Record<string, string> | undefined {
    try {
      const raw = window.sessionStorage.getItem(storageKey(key));
      const data: unknown = raw ? JSON.parse(raw) : undefined;
      return data && typeof data === 'object' ? (data as Record<string, string>) : undefined;
    } catch {
      return undefined;
    }
  },
  /** Keeps the values, or forgets the draft once every field is empty again. */
  save(key: string, values: Record<string, unknown>) {
    try {
      if (Object.values(values).some(hasText))
        window.sessionStorage.setItem(storageKey(key), JSON.stringify(values));
      else window.sessionStorage.removeItem(storageKey(key));
    } catch {
      // Storage full or blocked: the form still works, only the reload safety net is lost.
    }
  },
  clear(key: string) {
    try {
      window.sessionStorage.removeItem(storageKey(key));
    } catch {
      // see save()
    }
  },
  /** A saved draft under what is in the form now: text typed since (before the form woke) wins. */
  merge(saved: Record<string, string>, current: Record<string, unknown>): Record<string, string> {
    const merged = { ...saved };
    for (const [name, value] of Object.entries(current)) if (hasText(value)) merged[name] = value as string;
    return merged;
  },
};

/** A lead whose send failed, kept in this browser until it is sent or the visitor discards it. */
export interface UnsentLead {
  form: string;
  values: Record<string, string>;
  submissionId: string;
}

const unsentKey = 'lead-unsent';

function readUnsent(): Record<string, UnsentLead> {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(unsentKey) ?? '{}');
    return data && typeof data === 'object' ? (data as Record<string, UnsentLead>) : {};
  } catch {
    return {};
  }
}

function writeUnsent(leads: Record<string, UnsentLead>) {
  try {
    if (Object.keys(leads).length) window.localStorage.setItem(unsentKey, JSON.stringify(leads));
    else window.localStorage.removeItem(unsentKey);
  } catch {
    // Storage blocked: the visitor still has the call and e-mail fallbacks.
  }
}

/** Unsent leads outlive the tab (local storage): the next visit to any page offers to send them. */
export const unsentLeads = {
  /** The stored text as it is (a stable value for React's useSyncExternalStore), or null. */
  raw: (): string | null => {
    try {
      return window.localStorage.getItem(unsentKey);
    } catch {
      return null;
    }
  },
  all: (): UnsentLead[] => Object.values(readUnsent()),
  load: (form: string): UnsentLead | undefined => readUnsent()[form],
  save(lead: UnsentLead) {
    writeUnsent({ ...readUnsent(), [lead.form]: lead });
  },
  clear(form: string) {
    const { [form]: _, ...rest } = readUnsent();
    writeUnsent(rest);
  },
};
