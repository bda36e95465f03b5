// A copy of the project whose content holds the everyday edits of the business (docs/editing.md), each saved as the
// editor saves it (src/content/editor/save.ts): its own business details (phone and WhatsApp numbers outside Ofcom's
// drama ranges, the company's legal name, number and registered office, a long insurance text), the Essential plan's
// price and the residential from-price raised, a Google review for Chelsea, a photo on the Victorian-bay project, a
// new area, Clapham (SW4), and a seventh service, Sash Window Overhaul. scripts/test-edited.ts runs the tests on it,
// so a test that holds the demo's figures or details instead of reading them from the content fails.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { editorData, editorFiles, savedByEditor, type EditorFile } from '../src/content/editor/save.ts';
import { htmlFiles } from '../src/integrations/builtPages.ts';

/** The project's files as they are now (tracked or new, not ignored), copied to a new folder beside node_modules. */
function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'hushpane-edited-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(file, path.join(copy, file), { verbatimSymlinks: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * Saves an edit of one file in the copy as the editor does: its text and any photo the edit holds; `to`, another
 * entry, for a new one made from it (the editor's duplicate).
 */
async function save(copy: string, entry: EditorFile, edit: (data: never) => void, to: EditorFile = entry) {
  const data = (await editorData(entry, copy)) as never;
  edit(data);
  const { text, files } = await savedByEditor(to, data, copy);
  writeFileSync(path.join(copy, to.file), text);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file.file)), { recursive: true });
    writeFileSync(path.join(copy, file.file), file.contents);
  }
}

type BusinessFile = {
  phone: { display: string; e164: string; href: string };
  whatsapp: { number: string; display: string };
  company: {
    legalName: string;
    number: string;
    registeredAddress: { streetAddress: string; locality: string; postalCode: string };
    vatNumber: string;
    insurance: string;
  };
};

/** The entry named `preferred`, or the first (the business may have renamed or removed the demo's). */
const pick = <T extends { slug: string }>(items: T[], preferred: string, usable = (_: T) => true) =>
  items.find((item) => item.slug === preferred && usable(item)) ?? items.find(usable)!;

/** What the edits changed, for the report and for tests that want to look for it. */
export interface Edits {
  business: { phone: string; whatsapp: string; legalName: string };
  essential: { from: number; to: number };
  residential: { from: number; to: number };
  review: { area: string; text: string };
  photo: { project: string; alt: string };
  area: { slug: string; name: string; postcode: string };
  service: { slug: string; title: string };
}

/** Makes the edited copy and says where it is and what it changed. */
export async function editedCopy(): Promise<{ copy: string; edits: Edits }> {
  const { module: config } = await runnerImport<{ default: Parameters<typeof editorFiles>[0] }>(
    './keystatic.config.ts',
    { configFile: false, logLevel: 'error' },
  );
  const copy = copyProject();
  const entries = editorFiles(config.default, copy);
  const entry = (file: string) => entries.find((e) => e.file === file)!;
  const edits = {} as Edits;

  // The business's own details, as the office types them in Business details. The numbers are well-formed UK numbers
  // just outside Ofcom's drama ranges (020 7946 0000-0999, 07700 900000-900999), so the launch check and the
  // production guard take them for real ones; they stay in this temporary copy, which is never published or deployed.
  // The company is made up (no Companies House search needed: the copy is deleted after the run).
  await save(copy, entry('src/config/business.json'), (data: BusinessFile) => {
    data.phone = { display: '020 7946 1958', e164: '+442079461958', href: 'tel:+442079461958' };
    data.whatsapp = { ...data.whatsapp, number: '447700901461', display: '+44 7700 901461' };
    data.company = {
      legalName: 'Edited Content Secondary Glazing Limited',
      number: '09876543',
      registeredAddress: {
        streetAddress: 'Unit 4, 118 Wandsworth Bridge Road',
        locality: 'London',
        postalCode: 'SW6 2TF',
      },
      vatNumber: 'GB987654321',
      // As long as the field allows (160 characters): the footer and /about must hold it.
      insurance:
        'Public and products liability insurance to £10 million and contract works cover with an edited-content insurer, renewed every year; certificate on request.'.slice(
          0,
          160,
        ),
    };
    edits.business = {
      phone: data.phone.display,
      whatsapp: data.whatsapp.number,
      legalName: data.company.legalName,
    };
  });

  await save(copy, entry('src/content/plans.yaml'), (data: { plans: { slug: string; price: number }[] }) => {
    const plan = pick(data.plans, 'essential', (p) => p.price > 0);
    edits.essential = { from: plan.price, to: plan.price + 10 };
    plan.price = edits.essential.to;
  });

  type Service = { slug: string; pricing: { value: { price?: number } } };
  await save(copy, entry('src/content/services.yaml'), (data: { services: Service[] }) => {
    const { value } = pick(data.services, 'residential-secondary-glazing', (s) => !!s.pricing.value.price)
      .pricing as { value: { price: number } };
    edits.residential = { from: value.price, to: value.price + 25 };
    value.price = edits.residential.to;
    // A seventh service as the office adds one: a copy of the thermal service under its own slug and words.
    const source = pick(data.services, 'thermal-insulation') as Service & Record<string, unknown>;
    const added = structuredClone(source) as Service & { title: string; route: Record<string, unknown> };
    edits.service = { slug: 'sash-window-overhaul', title: 'Sash Window Overhaul' };
    added.slug = edits.service.slug;
    added.title = edits.service.title;
    added.route = {
      ...added.route,
      title: 'Sash Window Overhaul in London',
      label: 'Sash overhaul',
      description:
        'Sash windows overhauled before their secondary glazing is fitted: cords, beads and draught seals renewed, so every pane runs freely.',
    };
    // Its own questions: each homeowners' question is answered once, on the page it belongs to.
    Object.assign(added, {
      faqs: [
        {
          question: 'Do my sashes need an overhaul before secondary glazing?',
          answer:
            'Only if they stick or rattle: we look at each sash at the survey and say which need new cords.',
        },
        {
          question: 'How long does a sash overhaul take?',
          answer: 'Most sashes take an hour or two each, and the room stays in use while we work on them.',
        },
        {
          question: 'Will an overhauled sash still open with the panel fitted?',
          answer:
            'Yes: the panel is fitted inside the reveal, so the overhauled sash opens as it did before.',
        },
      ],
    });
    data.services.push(added);
  });

  const areas = entries
    .filter((e) => e.file.startsWith('src/content/areas/'))
    .map((e) => ({ slug: e.slug!.value, entry: e }));
  const text =
    'A review added by the edited-content test: the fitters measured every sash in an hour and the street is quiet now.';
  const reviewed = pick(areas, 'chelsea').slug;
  await save(copy, entry('src/content/reviews.yaml'), (data: { reviews: unknown[] }) => {
    data.reviews.push({
      text,
      name: 'Edited C.',
      place: 'Oakley Street',
      page: { discriminant: 'installer', value: reviewed },
      rating: 5,
      source: {
        discriminant: 'Google',
        value: {
          date: new Date().toISOString().slice(0, 10),
          verifyUrl: 'https://www.google.com/maps/place/hushpane-edited-content-test',
        },
      },
    });
  });
  edits.review = { area: reviewed, text };

  // The photo is uploaded where the editor keeps project photos; the save names it (and may rename it) as it does.
  const alt = 'The bay window with its acoustic secondary panes, seen from the room';
  const upload = 'src/assets/images/projects/edited-content-upload.jpg';
  const photo = await sharp({
    create: { width: 960, height: 640, channels: 3, background: { r: 92, g: 110, b: 128 } },
  })
    .jpeg()
    .toBuffer();
  mkdirSync(path.dirname(path.join(copy, upload)), { recursive: true });
  writeFileSync(path.join(copy, upload), photo);
  await save(
    copy,
    entry('src/content/gallery.yaml'),
    (data: { gallery: { slug: string; photo: unknown }[] }) => {
      const project = pick(data.gallery, 'victorian-bay');
      project.photo = { discriminant: true, value: { image: upload.replace(/^src/, ''), alt } };
      edits.photo = { project: project.slug, alt };
    },
  );
  if (!readFileSync(path.join(copy, 'src/content/gallery.yaml'), 'utf8').includes(upload.replace(/^src/, '')))
    rmSync(path.join(copy, upload), { force: true });

  // A new area as the office makes one today: a copy of Putney renamed, with a postcode no area has.
  const source = pick(areas, 'putney');
  const taken = new Set(
    (
      await Promise.all(areas.map(async (a) => (await editorData(a.entry, copy)) as { postcodes?: string[] }))
    ).flatMap((a) => a.postcodes ?? []),
  );
  const [name, slug] = areas.some((a) => a.slug === 'clapham')
    ? ['Clapham Park', 'clapham-park']
    : ['Clapham', 'clapham'];
  edits.area = { slug, name, postcode: ['SW4', 'SW12', 'SE5', 'N7'].find((code) => !taken.has(code))! };
  const sourceName = ((await editorData(source.entry, copy)) as { name: string }).name;
  await save(
    copy,
    source.entry,
    (data: object) => {
      Object.assign(data, JSON.parse(JSON.stringify(data).replaceAll(sourceName, name)), {
        postcodes: [edits.area.postcode],
      });
    },
    { ...source.entry, file: `src/content/areas/${slug}.yaml`, slug: { field: 'name', value: slug } },
  );
  return { copy, edits };
}

/**
 * The raised prices' old wording on any built page of the copy, one line each (page: words): a price the build writes
 * from somewhere other than the content files. The unit tests check each page shows the content's prices; this, that
 * no page still shows the old ones.
 */
export async function oldPricesShown(dist: string, { essential, residential }: Edits): Promise<string[]> {
  const oldWords = [
    `from £${residential.from} per window`,
    `Essential £${essential.from} `,
    `£${essential.from} per visit`,
  ].map((w) => w.toLowerCase());
  return (await htmlFiles(dist)).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .toLowerCase();
    const page = path.relative(dist, file);
    return oldWords.filter((w) => text.includes(w)).map((w) => `${page}: ${w}`);
  });
}
