/**
 * Build step: writes the service worker (offline/service-worker.ts) to <site>/sw.js with the list of every file the
 * build wrote, so that one visit stores the whole site for offline use. Runs after the search index is written, so
 * the index is listed too; precompressed copies are not (a browser fetches the file, the server picks the encoding).
 */
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVICE_WORKER = 'sw.js';
const LEFT_OUT = /\.(br|gz)$/;

function siteFiles(site: string): string[] {
  return readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(site.length).replaceAll('\\', '/').replace(/^\//, ''))
    .filter((f) => f !== SERVICE_WORKER && !LEFT_OUT.test(f))
    .sort();
}

export function offline(): AstroIntegration {
  return {
    name: 'offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const files = siteFiles(site);
        // the build's identity is its files' contents: an unchanged rebuild keeps the readers' cache
        const hash = createHash('sha256');
        for (const f of files) hash.update(f).update(readFileSync(join(site, f)));
        await build({
          entryPoints: [fileURLToPath(new URL('../offline/service-worker.ts', import.meta.url))],
          outfile: join(site, SERVICE_WORKER),
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2022',
          define: { SITE_FILES: JSON.stringify(files), BUILD_ID: JSON.stringify(hash.digest('hex').slice(0, 16)) },
          logLevel: 'warning',
        });
        logger.info(`wrote ${SERVICE_WORKER}: ${files.length} files kept for offline use`);
      },
    },
  };
}
