import path from 'node:path';
import { decodePathname } from '../src/lib/edgePaths.ts';

/** A request target read safely: the decoded path the server acts on, and the raw query. */
export interface RequestPath {
  pathname: string;
  search: string;
}

/**
 * Reads a request target (`/a/b?x`, or the absolute form `http://host/a`) without ever throwing: undefined when it
 * is not a path this server can have (no leading slash, bad percent-encoding, NUL, backslash or control characters).
 */
export function readRequestPath(target: string | undefined): RequestPath | undefined {
  if (!target) return undefined;
  let raw = target;
  if (!raw.startsWith('/')) {
    if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) return undefined;
    const url = new URL(raw);
    raw = url.pathname + url.search;
  }
  const queryAt = raw.indexOf('?');
  const encoded = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  const pathname = decodePathname(encoded);
  return pathname === undefined ? undefined : { pathname, search };
}

/**
 * Where a non-canonical path should go, as a pretty static host does it: no trailing slash, no `.html`, no `/index`,
 * no empty or dot segments. Returns undefined for a canonical path.
 */
export function canonicalRedirect(pathname: string): string | undefined {
  const clean =
    '/' +
    path.posix
      .normalize(pathname)
      .replace(/^\/+|\/+$/g, '')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '');
  const target = clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
  return target === pathname ? undefined : target;
}

/** A request path as a URL path again (for a `Location` header or a library that decodes once). */
export const encodePath = (pathname: string) => encodeURI(pathname).replace(/[?#]/g, encodeURIComponent);
