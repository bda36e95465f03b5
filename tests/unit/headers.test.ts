import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile, headersFor } from '../../server/headers.ts';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  renderHeadersTemplate,
  leadOrigins,
} from '../../src/integrations/securityHeaders.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';
import path from 'node:path';
import { canonicalRedirect } from '../../server/app.ts';
import { parseBuildEnv } from '../../src/config/env.ts';

describe('_headers parser', () => {
  const rules = parseHeadersFile('# c\n/*\n  X-A: 1\n/_astro/*\n  Cache-Control: immutable\n');
  it('applies every matching block in order', () => {
    expect(headersFor(rules, '/_astro/x.js')).toEqual([
      ['X-A', '1'],
      ['Cache-Control', 'immutable'],
    ]);
    expect(headersFor(rules, '/about')).toEqual([['X-A', '1']]);
  });
  it('rejects a header line outside a block', () => {
    expect(() => parseHeadersFile('  X-A: 1')).toThrow(/outside a path block/);
  });
  it('the template defines the security headers for every path', () => {
    const names = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/about').map(
      ([n]) => n,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});

describe('CSP build step', () => {
  it('hashes inline executable scripts and Speculation Rules only', () => {
    const html =
      '<script>alert(1)</script><script type="module">x()</script><script src="/a.js"></script><script type="application/ld+json">{}</script><template><script type="speculationrules">{}</script></template>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-/),
      "'sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o='",
    ]);
  });
  it('hashes every inline style', () => {
    expect(inlineStyleHashes('<style>a{color:red}</style><p>x</p><style media="print">b{}</style>')).toEqual([
      "'sha256-" + createHash('sha256').update('a{color:red}').digest('base64') + "'",
      "'sha256-" + createHash('sha256').update('b{}').digest('base64') + "'",
    ]);
  });
  it("the built CSP allows no inline script or style but those the pages hold, within Cloudflare's line limit", () => {
    const dist = requireBuild();
    const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/^default-src 'none';/);
    const styles = new Set(builtHtml(dist, { copies: true }).flatMap(({ html }) => inlineStyleHashes(html)));
    expect(new Set(directive('style-src').filter((s) => s.startsWith("'sha256-")))).toEqual(styles);
    // Cloudflare Pages ignores a _headers line longer than 2,000 characters.
    expect(Math.max(...headers.split('\n').map((l) => l.length))).toBeLessThanOrEqual(2000);
  });
  it('fills placeholders and refuses unknown ones', () => {
    expect(
      renderHeadersTemplate("script-src 'self' {{SCRIPT_HASHES}}; connect-src 'self' {{LEAD_ORIGINS}};", {
        SCRIPT_HASHES: ["'sha256-a'"],
        LEAD_ORIGINS: [],
      }),
    ).toBe("script-src 'self' 'sha256-a'; connect-src 'self';");
    expect(() => renderHeadersTemplate('{{NOPE}}', {})).toThrow(/unknown placeholder/);
  });
  it('allows the configured lead services only', () => {
    expect(leadOrigins(parseBuildEnv({}))).toEqual([]);
    expect(
      leadOrigins(
        parseBuildEnv({
          PUBLIC_EMAILJS_PUBLIC_KEY: 'k',
          PUBLIC_EMAILJS_SERVICE_ID: 's',
          PUBLIC_EMAILJS_TEMPLATE_ID: 't',
          PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/abc',
        }),
      ),
    ).toEqual(['https://api.emailjs.com', 'https://formspree.io']);
  });
});

describe('canonical redirects', () => {
  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/services/index', '/services'],
  ])('%s goes to %s', (from, to) => expect(canonicalRedirect(from)).toBe(to));
  it('leaves canonical paths alone', () => {
    expect(canonicalRedirect('/')).toBeUndefined();
    expect(canonicalRedirect('/services/thermal-insulation')).toBeUndefined();
  });
});

describe('build environment', () => {
  it('names the missing EmailJS values', () => {
    expect(() => parseBuildEnv({ PUBLIC_EMAILJS_PUBLIC_KEY: 'k' })).toThrow(
      /PUBLIC_EMAILJS_SERVICE_ID is missing: set all three EmailJS values or none/,
    );
  });
  it('explains a bad SITE_URL', () => {
    expect(() => parseBuildEnv({ SITE_URL: 'nope' })).toThrow(/SITE_URL must be an absolute URL/);
  });
});
