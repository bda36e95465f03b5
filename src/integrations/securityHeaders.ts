import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './builtPages.ts';
import { analyticsSettings, leadDelivery, parseBuildEnv, type BuildEnv } from '../config/env.ts';

// Script types script-src governs: those the browser executes, and Speculation Rules (src/config/prefetch.ts).
// JSON-LD and other data blocks are not subject to it.
const executableTypes = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'speculationrules',
]);

/** A CSP source expression allowing one inline script or style: `'sha256-…'` of its text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP source expressions (`'sha256-…'`) for every inline `<script>` of a document that script-src governs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    hashes.push(cspHash(match[2] ?? ''));
  }
  return hashes;
}

/** CSP source expressions for every inline `<style>` of a document (the critical CSS, the font faces). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, css]) => cspHash(css!));
}

/** Origins (besides 'self') the forms talk to: the e-mail service and the form-collection endpoint, when configured. */
export function leadOrigins(env: BuildEnv): string[] {
  const delivery = leadDelivery(env);
  const urls = [
    delivery.emailjs.local ? '' : delivery.emailjs.origin,
    delivery.formsLocal ? '' : delivery.formEndpoint,
  ];
  return [...new Set(urls.filter(Boolean).map((u) => new URL(u).origin))];
}

/** The statistics service's origin (its script and where it counts), when one is configured. */
export function analyticsOrigins(env: BuildEnv): string[] {
  const settings = analyticsSettings(env);
  return settings ? [settings.origin] : [];
}

/** Fills the `{{NAME}}` placeholders of the `_headers` template; an unknown placeholder is an error. */
export function renderHeadersTemplate(template: string, values: Record<string, string[]>): string {
  return template
    .replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
      const list = values[name];
      if (!list) throw new Error(`_headers: unknown placeholder {{${name}}}`);
      return list.join(' ');
    })
    .replace(/(\S) {2,}/g, '$1 ')
    .replace(/ +;/g, ';')
    .replace(/ +$/gm, '');
}

/**
 * Writes `dist/_headers` from `public/_headers` once the pages are final (after the critical CSS is inlined): the CSP's
 * script-src gets the hash of every inline script Astro emitted, style-src of every inline `<style>`, connect-src and form-action get the configured lead services' origins, script-src and
 * connect-src the statistics service's.
 */
export function securityHeaders(): AstroIntegration {
  let publicDir: URL;
  return {
    name: 'hushpane-security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = config.publicDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        const styles = new Set<string>();
        for (const file of await htmlFiles(outDir)) {
          const html = await readFile(file, 'utf8');
          for (const h of inlineScriptHashes(html)) hashes.add(h);
          for (const h of inlineStyleHashes(html)) styles.add(h);
        }
        const template = await readFile(new URL('_headers', publicDir), 'utf8');
        const env = parseBuildEnv(process.env);
        const headers = renderHeadersTemplate(template, {
          SCRIPT_HASHES: [...hashes].sort(),
          STYLE_HASHES: [...styles].sort(),
          LEAD_ORIGINS: leadOrigins(env),
          ANALYTICS_ORIGIN: analyticsOrigins(env),
        });
        await writeFile(path.join(outDir, '_headers'), headers);
        logger.info(
          `_headers written with ${hashes.size} inline script and ${styles.size} inline style hash(es)`,
        );
      },
    },
  };
}
