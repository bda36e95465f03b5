import { submissionIdHeader } from './schemas.ts';

/**
 * The submission id as a request header, for the site's own inbox only (same origin): a service on another origin
 * gets the spec's payload and nothing else.
 */
export function submissionIdHeaders(url: string, submissionId?: string): Record<string, string> {
  const own = new URL(url, window.location.href).origin === window.location.origin;
  return own && submissionId ? { [submissionIdHeader]: submissionId } : {};
}
