import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { familyPath, paths, projectPath, servicePath } from '../paths.ts';
import type { AreaSlug } from '../content/areas/schema.ts';
import { services as serviceEntries } from '../content/services.ts';

/**
 * The pages that show a content file's words or figures, as the save notice names them (a file's path under
 * src/content, or `config/business.json`). Every page shows the business details and the words of every page.
 */
export function pagesShowing(file: string): string[] | 'every page' {
  const area = /^areas\/([\w-]+)\.yaml$/.exec(file)?.[1] as AreaSlug | undefined;
  if (area)
    return [familyPath('installer', area), familyPath('area', area), paths.locations, paths.installers];
  const services = serviceEntries.map((s) => servicePath(s.slug));
  const areaPages = 'the area pages';
  const byFile: Record<string, string[]> = {
    'plans.yaml': [servicePath('maintenance-repairs'), paths.services],
    'services.yaml': [paths.services, ...services, paths.quote, paths.comparisons, areaPages],
    'service-page.yaml': services,
    'reviews.yaml': [`${areaPages} of the reviews’ areas`, paths.home, paths.quote],
    'gallery.yaml': [paths.home, projectPath('…'), ...services, areaPages],
    'claims.yaml': [paths.home, paths.about, paths.benefits, paths.comparisons, ...services],
    'home.yaml': [paths.home],
    'home-stats.yaml': [paths.home],
    'results.yaml': [paths.home],
    'process.yaml': [paths.home],
    'benefits.yaml': [paths.home],
    'about.yaml': [paths.about],
    'contact.yaml': [paths.contact, paths.quote],
    'regions.yaml': [paths.locations],
    'thermal.yaml': [servicePath('thermal-insulation')],
    'glazing-types.yaml': [paths.services],
    'accreditations.yaml': [paths.home, paths.about, paths.quote, ...services],
    'legal/privacy.yaml': [paths.privacy],
    'legal/terms.yaml': [paths.terms],
    'guides/benefits.yaml': [paths.benefits],
    'guides/comparisons.yaml': [paths.comparisons],
    'guides/case-study.yaml': [paths.caseStudies],
    'guides/resources.yaml': [paths.resources],
    'guides/figures.yaml': [paths.benefits, paths.comparisons, paths.caseStudies, paths.resources],
    // The sentences every area without its own shows (src/content/areas/template.ts).
    'area-template.yaml': ['the installer and area pages of every area without its own words'],
    'noiseEstimator.json': [paths.calculator],
    'estimator-words.json': [paths.calculator],
  };
  if (file.startsWith('estimator-sources/')) return [paths.calculator];
  return byFile[file] ?? 'every page';
}

/**
 * `npm run edit`: after every save, the editor's page says so and names the pages that now show the change. The dev
 * server watches the files the editor writes and tells the page over Vite's own channel (the editor's page listens:
 * src/content/editor/saveNotice.ts).
 */
export function saveNotice(
  contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content'),
  configRoot = path.resolve('src/config'),
): AstroIntegration {
  return {
    name: 'hushpane-save-notice',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const saved = (file: string) => {
          const inContent = file.startsWith(contentRoot + path.sep);
          if (!inContent && file !== path.join(configRoot, 'business.json')) return;
          if (!/\.(ya?ml|json)$/.test(file)) return;
          const name = inContent
            ? path.relative(contentRoot, file).split(path.sep).join('/')
            : 'business.json';
          const pages = inContent ? pagesShowing(name) : 'every page';
          server.environments.client.hot.send({
            type: 'custom',
            event: 'hushpane:saved',
            data: { file: name, pages },
          });
        };
        server.watcher.add(path.join(configRoot, 'business.json'));
        for (const event of ['add', 'change'] as const) server.watcher.on(event, saved);
      },
    },
  };
}
