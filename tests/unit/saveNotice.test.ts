import { describe, expect, it } from 'vitest';
import { pagesShowing } from '../../src/integrations/saveNotice.ts';
import { savedNotice } from '../../src/content/editor/saveNotice.ts';
import { familyPath, paths, servicePath } from '../../src/paths.ts';
import { routes } from '../../src/routes.ts';
import { launchListPath, launchListRoute } from '../../src/integrations/launchListRoute.ts';

describe('the notice after a save in the editor', () => {
  it('names the pages that show the file saved: an area its two pages and the lists of areas', () => {
    expect(pagesShowing('areas/testarea.yaml')).toEqual([
      familyPath('installer', 'testarea' as never),
      familyPath('area', 'testarea' as never),
      paths.locations,
      paths.installers,
    ]);
    expect(pagesShowing('plans.yaml')).toContain(servicePath('maintenance-repairs'));
    expect(pagesShowing('interface.yaml')).toBe('every page');
    // The area template's sentences show on the pages of every area that leaves them out.
    expect(pagesShowing('area-template.yaml')).toEqual([
      'the installer and area pages of every area without its own words',
    ]);
  });

  it('names only pages the site has', () => {
    const known = new Set(routes.map((r) => r.path));
    for (const file of [
      'plans.yaml',
      'services.yaml',
      'guides/figures.yaml',
      'home.yaml',
      'legal/terms.yaml',
    ]) {
      const pages = pagesShowing(file);
      expect(pages).not.toBe('every page');
      for (const page of pages as string[])
        if (page.startsWith('/')) expect(known, `${file}: ${page}`).toContain(page);
    }
  });

  it('says the file was saved and links each page', () => {
    const notice = savedNotice({
      file: 'plans.yaml',
      pages: ['/services/maintenance-repairs', 'the area pages'],
    });
    expect(notice.title).toBe('Saved: plans.yaml');
    expect(notice.parts.map((p) => p.text).join('')).toBe(
      'Now showing on: /services/maintenance-repairs, the area pages. Reload a page to see it. Launch list',
    );
    expect(notice.parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      '/services/maintenance-repairs',
      launchListPath,
    ]);
    expect(savedNotice({ file: 'business.json', pages: 'every page' }).parts[0]!.text).toBe(
      'It shows on every page.',
    );
  });

  it('shows the launch list beside the editor in npm run edit, and never in a build', () => {
    const hook = launchListRoute().hooks['astro:config:setup'] as unknown as (o: object) => void;
    for (const command of ['dev', 'build']) {
      const injected: { pattern: string }[] = [];
      hook({ command, injectRoute: (r: { pattern: string }) => injected.push(r) });
      expect(injected.map((r) => r.pattern)).toEqual(command === 'dev' ? [launchListPath] : []);
    }
  });
});
