/**
 * Build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the site, which the
 * server (server/site-server.ts) sends to browsers that accept them; any static host that honours precompressed
 * files does the same. Brotli at its best quality takes a minute on Pyodide's 9.6 MB wasm, so each result is kept
 * in node_modules/.cache by content hash: only files that changed are compressed again.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|wasm|zip|txt|xml|map|py|csv|tar)$/;
/** Below this, the encoding headers outweigh what compression saves. */
const MIN_BYTES = 1024;
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/precompress/', import.meta.url));

const encoders = {
  br: (data: Buffer) => promisify(brotliCompress)(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};

async function compress(file: string): Promise<{ raw: number; br: number }> {
  const data = await readFile(file);
  const key = createHash('sha256').update(data).digest('hex');
  let br = 0;
  for (const [ext, encode] of Object.entries(encoders)) {
    const cached = join(cacheDir, `${key}.${ext}`);
    if (!existsSync(cached)) await writeFile(cached, await encode(data));
    await copyFile(cached, `${file}.${ext}`);
    if (ext === 'br') br = (await readFile(cached)).length;
  }
  return { raw: data.length, br };
}

export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        mkdirSync(cacheDir, { recursive: true });
        const files = readdirSync(site, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
          .map((e) => join(e.parentPath, e.name));
        const sizes = await Promise.all(files.map(async (f) => ((await readFile(f)).length >= MIN_BYTES ? compress(f) : null)));
        const done = sizes.filter((s) => s !== null);
        const mb = (n: number) => (n / 1e6).toFixed(1);
        logger.info(`precompressed ${done.length} files: ${mb(done.reduce((a, s) => a + s.raw, 0))} MB, ` +
          `${mb(done.reduce((a, s) => a + s.br, 0))} MB as brotli`);
      },
    },
  };
}
