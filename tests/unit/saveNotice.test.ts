import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newEntryPages, saveNotice, savedPages } from '../../src/integrations/saveNotice.ts';
import { changedValues, pagesChanged, shownAs } from '../../src/integrations/changedPages.ts';
import { savedNotice, screenName } from '../../src/content/editor/saveNotice.ts';
import { familyPath, servicePath } from '../../src/paths.ts';
import { launchListPath, launchListRoute } from '../../src/integrations/launchListRoute.ts';
import { builtPages } from '../../scripts/launch/pageText.ts';
import { areas } from '../../src/content/areas/index.ts';
import keystatic from '../../keystatic.config.ts';
import { builtFile } from './support/builtPage.ts';
import { requireBuild } from './support/builtSite.ts';

const pages = builtPages(requireBuild());
const yamlOf = (file: string) =>
  parse(readFileSync(`src/content/${file}`, 'utf8')) as Record<string, unknown>;
/** The data of a content file with `edit` made to a copy of it. */
const edited = <T>(data: T, edit: (copy: T) => void): T => {
  const copy = structuredClone(data);
  edit(copy);
  return copy;
};

describe('the pages a save names, read from the built pages', () => {
  it('are the pages that showed the value it changed, as the page writes it', () => {
    const fixture = [
      { path: '/a', text: 'Essential £1,250 a year' },
      { path: '/b', text: 'Essential plan, 1250 homes' },
      { path: '/c', text: 'Quieter rooms within a week of the survey' },
    ];
    expect(
      changedValues({ plans: [{ price: 1250, name: 'Essential' }] }, { plans: [{ price: 1300 }] }),
    ).toEqual([
      { value: 1250, key: 'price' },
      { value: 'Essential', key: 'name' },
    ]);
    expect(pagesChanged({ price: 1250 }, { price: 1300 }, fixture)).toEqual(['/a']);
    // A price is an amount: a share with the same digits is not it.
    expect(
      pagesChanged({ price: 85 }, { price: 95 }, [{ path: '/d', text: '85% quieter' }, ...fixture]),
    ).toEqual([]);
    expect(pagesChanged({ intro: 'Quieter rooms within a week' }, { intro: 'Quiet' }, fixture)).toEqual([
      '/c',
    ]);
    // A text with a figure in it is found by its own words on either side of the figure.
    expect(shownAs({ value: 'Quieter rooms within {days} of the survey', key: 'intro' }).map(String)).toEqual(
      ['/Quieter rooms within/', '/of the survey/'],
    );
    // A save that only adds (a new review) names the pages that show the file's other values.
    expect(
      pagesChanged(
        { reviews: [{ text: 'Quieter rooms within a week' }] },
        { reviews: [{ text: 'Quieter rooms within a week' }, { text: 'New' }] },
        fixture,
      ),
    ).toEqual(['/c']);
  });

  it('a plan’s price: every page that shows it, the installer pages’ price guides among them', () => {
    const plans = yamlOf('plans.yaml') as { plans: { slug: string; price: number }[] };
    const named = pagesChanged(
      plans,
      edited(plans, (p) => void (p.plans[0]!.price += 10)),
      pages,
    );
    expect(named).not.toBe('every page');
    expect(named).toContain(servicePath('maintenance-repairs'));
    // The price as the pages write it (£85, not the start of £850).
    const price = new RegExp(`£${plans.plans[0]!.price.toLocaleString('en-GB')}(?!,?\\d)`);
    const showing = pages.filter((p) => price.test(p.text));
    expect(showing.length).toBeGreaterThan(2);
    for (const page of showing) expect(named, page.path).toContain(page.path);
  });

  it('a guide figure: the service pages whose words show it too', () => {
    const figures = yamlOf('guides/figures.yaml') as { figures: Record<string, string> };
    const services = yamlOf('services.yaml') as { services: { slug: string }[] };
    const residential = services.services.find((s) => s.slug === 'residential-secondary-glazing')!;
    const used = Object.keys(figures.figures).find(
      (key) => JSON.stringify(residential).includes(`{${key}}`) && !figures.figures[key]!.includes('{'),
    )!;
    expect(used).toBeDefined();
    const named = pagesChanged(
      figures,
      edited(figures, (f) => void (f.figures[used] = 'changed')),
      pages,
    );
    expect(named).toContain(servicePath('residential-secondary-glazing'));
  });

  it('an area: its built pages only, never an /areas page it does not have', () => {
    for (const area of areas) {
      const file = `areas/${area.slug}.yaml`;
      const named = savedPages(file, readFileSync(`src/content/${file}`, 'utf8'), 'name: x\n', pages);
      expect(named, area.slug).toContain(familyPath('installer', area.slug));
      for (const page of named as string[])
        expect(existsSync(builtFile(page)), `${area.slug}: ${page}`).toBe(true);
      if (!area.areaPage) expect(named).not.toContain(familyPath('area', area.slug));
    }
    // A new area (Create): its pages, from the entry itself, before any build has them.
    expect(newEntryPages('areas/clapham.yaml', { areaPage: { discriminant: false } })).toEqual([
      familyPath('installer', 'clapham' as never),
    ]);
    expect(savedPages('areas/clapham.yaml', undefined, 'areaPage:\n  discriminant: true\n', pages)).toEqual([
      familyPath('installer', 'clapham' as never),
      familyPath('area', 'clapham' as never),
    ]);
  });

  it('the business details: every page (its phone is in every footer)', () => {
    const text = readFileSync('src/config/business.json', 'utf8');
    const data = JSON.parse(text) as { phone: { display: string } };
    const saved = JSON.stringify(edited(data, (d) => void (d.phone.display = '020 7946 1958')));
    expect(savedPages('business.json', text, saved, pages)).toBe('every page');
    expect(savedPages('business.json', text, saved, undefined)).toBe('not built');
  });
});

describe('the notice after a save in the editor', () => {
  it('names the editor screen saved, by its name in the editor', () => {
    const screens = keystatic as never;
    expect(screenName('src/config/business.json', undefined, screens)).toBe('Business details');
    expect(screenName('src/content/claims.yaml', undefined, screens)).toBe('Claims and their evidence');
    expect(screenName('src/content/areas/st-johns-wood.yaml', 'St John’s Wood', screens)).toBe(
      'Areas → St John’s Wood',
    );
  });

  it('says the screen was saved and links each page', () => {
    const screens = keystatic as never;
    const notice = savedNotice(
      { file: 'src/content/plans.yaml', pages: ['/services/maintenance-repairs', '/services'] },
      screens,
    );
    expect(notice.title).toBe('Saved: Maintenance plans');
    expect(notice.parts.map((p) => p.text).join('')).toBe(
      'Now showing on 2 pages: /services/maintenance-repairs, /services. Reload a page to see it. Launch list',
    );
    expect(notice.parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      '/services/maintenance-repairs',
      '/services',
      launchListPath,
    ]);
    const created = savedNotice(
      { file: 'src/content/areas/clapham.yaml', entry: 'Clapham', created: true, pages: ['/x'] },
      screens,
    );
    expect(created.title).toBe('Created: Areas → Clapham');
    expect(
      savedNotice({ file: 'src/config/business.json', pages: 'every page' }, screens).parts[0]!.text,
    ).toBe('It shows on every page. Reload a page to see it.');
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

describe('the dev server’s notice of a save (npm run edit)', () => {
  /** The integration on a content folder of its own (with `files` in it), a stand-in for Vite's watcher and channel. */
  const watched = (files: Record<string, string> = {}) => {
    const root = mkdtempSync(path.join(tmpdir(), 'save-notice-'));
    mkdirSync(path.join(root, 'content', 'areas'), { recursive: true });
    mkdirSync(path.join(root, 'config'));
    writeFileSync(path.join(root, 'config', 'business.json'), '{}\n');
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, 'content', file), text);
    const sent: { created: boolean; entry?: string }[] = [];
    const listeners: Record<string, ((file: string) => void)[]> = {};
    const hot = {
      send: (message: { data: { created: boolean; entry?: string } }) => sent.push(message.data),
    };
    const server = {
      environments: { client: { hot } },
      watcher: {
        add: () => {},
        on: (event: string, run: (file: string) => void) => (listeners[event] ??= []).push(run),
      },
    };
    const integration = saveNotice(
      path.join(root, 'content'),
      path.join(root, 'config'),
      path.join(root, 'dist'),
    );
    (integration.hooks['astro:server:setup'] as unknown as (o: { server: typeof server }) => void)({
      server,
    });
    const save = (event: 'add' | 'change', file: string, text: string) => {
      writeFileSync(path.join(root, 'content', file), text);
      for (const run of listeners[event] ?? []) run(path.join(root, 'content', file));
    };
    return { sent, save, done: () => rmSync(root, { recursive: true, force: true }) };
  };

  it('calls a new entry created, even when its file is first seen empty and then written whole', () => {
    const { sent, save, done } = watched();
    save('add', 'areas/quietvale.yaml', '');
    save('change', 'areas/quietvale.yaml', 'name: Quietvale\n');
    expect(sent).toEqual([expect.objectContaining({ created: true, entry: 'Quietvale' })]);
    done();
  });

  it('calls a change to an entry that was there before saved', () => {
    const { sent, save, done } = watched({ 'areas/chelsea.yaml': 'name: Chelsea\n' });
    save('change', 'areas/chelsea.yaml', 'name: Chelsea and Brompton\n');
    expect(sent).toEqual([expect.objectContaining({ created: false, entry: 'Chelsea and Brompton' })]);
    done();
  });
});
