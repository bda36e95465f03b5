import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { realpathSync } from 'node:fs';
import { loadEnv, searchForWorkspaceRoot } from 'vite';
import { parseBuildEnv } from './src/config/env.ts';
import { coreRange, fontFiles, restRange } from './src/config/fonts.ts';
import { interactionDirective } from './src/integrations/interactionDirective.ts';
import { devInbox } from './src/integrations/devInbox.ts';
import { contentReload } from './src/integrations/contentReload.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { precompressed } from './src/integrations/precompress.ts';
import { tidiedHtml } from './src/integrations/tidyHtml.ts';
import { criticalCss } from './src/integrations/criticalCss.ts';
import { islandModules } from './src/integrations/islandModules.ts';

// .env files feed process.env before the site config reads SITE_URL.
Object.assign(process.env, {
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''),
  ...process.env,
});
parseBuildEnv(process.env);
const { site } = await import('./src/config/site.ts');
const { xmlSitemap } = await import('./src/lib/seo/sitemap.ts');
// `npm run edit` only: the content editor (Keystatic, local mode) and its routes. The built site never has them.
const editing = process.env.HUSHPANE_EDITOR === '1';
const editor = editing ? [(await import('@keystatic/astro')).default()] : [];
// The editor's test runs a copy of the project whose node_modules is a link to this one's.
const editorFiles = editing
  ? { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } }
  : {};

export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  // The stylesheet is one hashed file; src/integrations/criticalCss.ts inlines what each page's first screen needs.
  build: { format: 'file', inlineStylesheets: 'never' },
  // Self-hosted (the `local` provider reads files, it downloads nothing). Each face draws from a small core file
  // (src/config/fonts.ts says why), the first variant of each family, preloaded by BaseLayout. The fontsource latin
  // files cover any other character and are fetched only where one is drawn. Both faces declare 400-900, so a
  // page's weights all match one face per range (the serif core draws all at 600). `optional`: Chrome holds
  // the first paint up to 100 ms for a preloaded optional face, and a face that comes later is not swapped in, so
  // no text ever moves (the metric-matched fallbacks' local fonts are missing on Android and Linux but Roboto).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif-4',
      fallbacks: ['serif'],
      display: 'optional',
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
      display: 'optional',
      options: {
        variants: [
          { src: [fontFiles.interCore], weight: '400 900', style: 'normal', unicodeRange: [coreRange] },
          { src: [fontFiles.interLatin], weight: '400 900', style: 'normal', unicodeRange: [restRange] },
        ],
      },
    },
  ],
  integrations: [
    react(),
    interactionDirective(),
    devInbox(),
    contentReload(),
    securityHeaders(),
    ...xmlSitemap(),
    ...editor,
    tidiedHtml(),
    criticalCss(),
    islandModules(),
    precompressed(),
  ],
  vite: {
    plugins: [tailwindcss()],
    server: editorFiles,
    // site.ts reads SITE_URL from process.env; the browser bundle gets the build's value baked in.
    define: { 'process.env.SITE_URL': JSON.stringify(site.url) },
  },
});
