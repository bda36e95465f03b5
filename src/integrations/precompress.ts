import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

/** Brotli at its best quality: compressed once, sent many times. */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The precompressed siblings the server sends instead of compressing on every request. */
export const encodings = [
  { suffix: '.br', encode: (data: Buffer) => brotli(data, brotliOptions) },
  { suffix: '.gz', encode: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` that they make smaller. */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((f) =>
    compressible.test(f),
  );
  let written = 0;
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const data = await readFile(file);
      for (const { suffix, encode } of encodings) {
        const packed = await encode(data);
        if (packed.length >= data.length) continue;
        await writeFile(file + suffix, packed);
        written++;
      }
    }),
  );
  return written;
}

/** Compresses the built site once, after every other step has written its files (keep it last). */
export function precompressed(): AstroIntegration {
  return {
    name: 'hushpane-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // The siblings serve `npm start` only: Cloudflare Pages and Netlify compress by themselves.
        if (process.env.CF_PAGES || process.env.NETLIFY) {
          logger.info('skipped on a host build: the host compresses');
          return;
        }
        // A build only tests read (the edited copy of scripts/test-edited.ts, the editor's and the analytics spec's
        // builds) saves the half minute: two thirds of a build's CPU time.
        if (process.env.PRECOMPRESS === '0') {
          logger.info('skipped: PRECOMPRESS=0');
          return;
        }
        const count = await precompress(fileURLToPath(dir));
        logger.info(`${count} precompressed file(s) (brotli, gzip) written`);
      },
    },
  };
}
