import { defineConfig, fontProviders } from 'astro/config';
import type { AstroIntegration } from 'astro';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { realpathSync, rmSync } from 'node:fs';
import { loadEnv, searchForWorkspaceRoot } from 'vite';
import { editorBuildMode, parseBuildEnv } from './src/config/env.ts';
import { coreRange, fontFiles, restRange } from './src/config/fonts.ts';
import { interactionDirective } from './src/integrations/interactionDirective.ts';
import { devInbox } from './src/integrations/devInbox.ts';
import { contentReload } from './src/integrations/contentReload.ts';
import { productionGuard } from './src/integrations/productionGuard.ts';
import { launchListRoute } from './src/integrations/launchListRoute.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { precompressed } from './src/integrations/precompress.ts';
import { tidiedHtml } from './src/integrations/tidyHtml.ts';
import { criticalCss } from './src/integrations/criticalCss.ts';
import { seenPages } from './src/integrations/seenPages.ts';
import { scriptFiles } from './src/integrations/scriptFiles.ts';
import { islandModules } from './src/integrations/islandModules.ts';
import { islandWordsIntegration } from './src/integrations/islandWords.ts';
import { buildStepsInOrder } from './src/integrations/buildSteps.ts';
import { ownViteCache } from './src/integrations/viteCache.ts';

// .env files feed process.env before the site config reads SITE_URL.
Object.assign(process.env, {
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''),
  ...process.env,
});
parseBuildEnv(process.env);
const { site } = await import('./src/config/site.ts');
const { xmlSitemap } = await import('./src/lib/seo/sitemap.ts');
const { contentDates } = await import('./src/lib/seo/contentDates.ts');
const { contentRoot } = await import('./src/content/load.ts');
// The content editor (Keystatic) and its routes, never in the public build (`npm run build`):
// `npm run edit` (HUSHPANE_EDITOR=1) edits the files here; `npm run build:editor` (HUSHPANE_EDITOR=github) builds the
// site for Cloudflare with /keystatic and /api/keystatic as its only server routes, saving to GitHub.
const editorMode = editorBuildMode(process.env);
const editing = editorMode === 'local';
const editor = editorMode ? [(await import('@keystatic/astro')).default()] : [];
const editorHost =
  editorMode === 'github'
    ? {
        // The pages are still prerendered (in Node, where the content loaders read the files).
        adapter: (await import('@astrojs/cloudflare')).default({
          prerenderEnvironment: 'node',
          imageService: 'compile',
          configPath: 'wrangler.editor.jsonc',
        }),
        outDir: 'dist-editor',
      }
    : {};
// Cloudflare's Vite plugin points every later `wrangler` command here at the editor's Worker (.wrangler/deploy):
// the public site's `wrangler pages dev dist` and `pages deploy` would serve the editor. It is deployed by path instead.
const forgetEditorRedirect: AstroIntegration = {
  name: 'hushpane-editor-redirect',
  hooks: { 'astro:build:done': () => rmSync('.wrangler/deploy/config.json', { force: true }) },
};
// The editor's test runs a copy of the project whose node_modules is a link to this one's.
const editorFiles = editing
  ? { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } }
  : {};

export default defineConfig({
  site: site.url,
  output: 'static',
  ...editorHost,
  trailingSlash: 'never',
  // The stylesheet is one hashed file; src/integrations/criticalCss.ts inlines what each page's first screen needs.
  build: { format: 'file', inlineStylesheets: 'never' },
  // Self-hosted (the `local` provider reads files, it downloads nothing). Each face draws from a small core file
  // (src/config/fonts.ts says why), the first variant of each family, preloaded by BaseLayout on every page, first
  // visits included. The fontsource latin files cover any other character and are fetched only where one is drawn.
  // Both faces declare 400-900, so a page's weights all match one face per range (the serif core draws all at 600).
  // `swap`: a face that arrives after the first paint replaces its fallback, whose size-adjust and ascent, descent
  // and line-gap overrides Astro computes from the font file's own metrics (capsize), so the text keeps its place.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif-4',
      fallbacks: ['serif'],
      display: 'swap',
      options: {
        variants: [
          { src: [fontFiles.serifCore], weight: '400 900', style: 'normal', unicodeRange: [coreRange] },
          { src: [fontFiles.serifLatin], weight: '400 900', style: 'normal', unicodeRange: [restRange] },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['system-ui'],
      display: 'swap',
      options: {
        variants: [
          { src: [fontFiles.interCore], weight: '400 900', style: 'normal', unicodeRange: [coreRange] },
          { src: [fontFiles.interLatin], weight: '400 900', style: 'normal', unicodeRange: [restRange] },
        ],
      },
    },
  ],
  integrations: [
    // A build beside a running editor leaves the editor's pre-bundled modules alone.
    ownViteCache(editorMode),
    // The host's production build stops while the sample's phone numbers, reviews or company details remain.
    productionGuard(),
    react(),
    interactionDirective(),
    devInbox(),
    contentReload(),
    islandWordsIntegration(),
    // Each page's lastmod: the last change of the content files it shows (the routes' sources).
    ...xmlSitemap(contentDates(contentRoot)),
    ...editor,
    // `npm run edit`: a notice after every save naming the pages that show it.
    // (Imported only then: it reads the built pages with htmlparser2, a development tool.)
    ...(editing ? [(await import('./src/integrations/saveNotice.ts')).saveNotice(), launchListRoute()] : []),
    ...(editorMode === 'github' ? [forgetEditorRedirect] : []),
    // The steps that rewrite the built site, in the order src/integrations/buildSteps.ts gives and checks.
    buildStepsInOrder(),
    tidiedHtml(),
    seenPages(),
    criticalCss(),
    islandModules(),
    scriptFiles(),
    securityHeaders(),
    // The .br/.gz siblings are for `npm start`; Cloudflare compresses the editor's Worker assets itself.
    ...(editorMode === 'github' ? [] : [precompressed()]),
  ],
  vite: {
    plugins: [tailwindcss()],
    server: editorFiles,
    // site.ts reads SITE_URL from process.env; the browser bundle gets the build's value baked in.
    define: { 'process.env.SITE_URL': JSON.stringify(site.url) },
  },
});
