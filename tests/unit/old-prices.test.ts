// The edited copy's check that no built page still shows a raised price at its old figure (scripts/test-edited.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oldPricesShown, type Edits } from '../../scripts/edited-content.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'hushpane-old-prices-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const page = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), `<!doctype html><html><body>${body}</body></html>`);
};
const edits = {
  essential: { from: 150, to: 160 },
  residential: { from: 450, to: 475 },
} as Edits;

describe('oldPricesShown', () => {
  it('names each page that still shows an old price, across its tags and in any case', async () => {
    page('services/residential.html', '<p>From <strong>£450</strong> per window</p>');
    page('services/maintenance.html', '<li>Essential £150 a year</li><li>£150 per visit</li>');
    page('about.html', '<p>From £475 per window; Essential £160 a year; £1500 per visit</p>');
    expect((await oldPricesShown(dist, edits)).sort()).toEqual([
      'services/maintenance.html: essential £150 ',
      'services/maintenance.html: £150 per visit',
      'services/residential.html: from £450 per window',
    ]);
  });
});
