/** An environment variable as set, or undefined when unset or blank (`PORT=` is no choice of port, `LEADS_INBOX=` no file). */
export const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
