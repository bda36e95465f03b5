import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { realpathSync } from 'node:fs';
import { loadEnv, searchForWorkspaceRoot } from 'vite';
import { parseBuildEnv } from './src/config/env.ts';
import { interactionDirective } from './src/directives/integration.ts';
import { devInbox } from './server/devInbox.ts';
import { securityHeaders } from './server/securityHeaders.ts';
import { precompressed } from './server/precompress.ts';
import { tidiedHtml } from './server/tidyHtml.ts';

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
  build: { format: 'file', inlineStylesheets: 'always' },
  // Self-hosted from the npm packages in node_modules (the `local` provider reads files, it downloads nothing):
  // one variable latin woff2 per face covers every weight the pages use (400-700, upright only).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif-4',
      fallbacks: ['serif'],
      options: {
        variants: [
          {
            src: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2'],
            weight: '200 900',
            style: 'normal',
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['system-ui'],
      options: {
        variants: [
          {
            src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
  integrations: [
    react(),
    interactionDirective(),
    devInbox(),
    securityHeaders(),
    ...xmlSitemap(),
    ...editor,
    tidiedHtml(),
    precompressed(),
  ],
  vite: {
    plugins: [tailwindcss()],
    server: editorFiles,
    // site.ts reads SITE_URL from process.env; the browser bundle gets the build's value baked in.
    define: { 'process.env.SITE_URL': JSON.stringify(site.url) },
  },
});
