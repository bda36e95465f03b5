import { describe, expect, it } from 'vitest';
import { privacyNotice } from '../../src/content/legal/privacy.ts';
import { termsOfUse } from '../../src/content/legal/terms.ts';
import { legalDocumentSchema } from '../../src/content/legal/schema.ts';
import { sitemapGroups } from '../../src/content/legal/sitemap.ts';
import { routes } from '../../src/routes.ts';

describe('legal content', () => {
  it('privacy notice names the processors, the ICO and the cookie position', () => {
    const text = JSON.stringify(privacyNotice);
    for (const word of ['EmailJS', 'form-collection service', 'WhatsApp', 'ico.org.uk', 'sets no cookies']) {
      expect(text).toContain(word);
    }
  });

  it('terms state governing law and indicative prices', () => {
    const text = JSON.stringify(termsOfUse);
    expect(text).toContain('England and Wales');
    expect(text).toContain('indicative');
  });

  it('rejects a malformed document', () => {
    const broken = { ...termsOfUse, sections: [...termsOfUse.sections, termsOfUse.sections[0]] };
    expect(() => legalDocumentSchema.parse(broken)).toThrow();
    expect(() => legalDocumentSchema.parse({ ...termsOfUse, lastUpdated: '21/11/2026' })).toThrow();
  });
});

describe('sitemapGroups', () => {
  it('puts every registered route in exactly one group', () => {
    const grouped = sitemapGroups(routes).flatMap((g) => g.routes.map((r) => r.path));
    expect(grouped.sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it('groups by family', () => {
    const byId = Object.fromEntries(sitemapGroups(routes).map((g) => [g.id, g.routes.map((r) => r.path)]));
    expect(byId.legal).toEqual(['/privacy', '/terms', '/sitemap']);
    expect(byId['area-pages']?.every((p: string) => p.startsWith('/areas/'))).toBe(true);
    expect(byId.main).toContain('/');
    expect(byId.services).toContain('/services/thermal-insulation');
  });
});
