/**
 * npm start: serves the production site on http://localhost:4321/ (PORT and HOST respected), building it first when
 * dist/ is missing or older than any of its sources. `npm run dev` is Astro's dev server instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer, listen } from '../src/server/site-server.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const built = join(dist, 'sw.js');
/** What the build reads; public/pyodide is left out because every build rewrites it. */
const SOURCES = ['src', 'lessons', 'engine', 'public', 'astro.config.mjs', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true, encoding: 'utf8' })
    .filter((e) => e.isFile() && !join(e.parentPath, e.name).includes(join('public', 'pyodide')))
    .reduce((newest, e) => Math.max(newest, statSync(join(e.parentPath, e.name)).mtimeMs), stat.mtimeMs);
}

const stale = !existsSync(built) || SOURCES.some((s) => newestChange(join(root, s)) > statSync(built).mtimeMs);
if (stale) {
  console.log(existsSync(built) ? 'Sources changed since the last build: building the site…' : 'Building the site…');
  execFileSync(process.execPath, ['--run', 'build'], { cwd: root, stdio: 'inherit' });
}
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';
const url = await listen(createSiteServer(dist), port, host);
console.log(`Serving dist/ at ${url} (Ctrl+C stops)`);
