/** Serves the built site (dist/) with `astro preview` on a free local port for browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Site {
  readonly url: string;
  close(): void;
}

export async function serveSite(): Promise<Site> {
  const port = await freePort();
  // run astro with this very Node, whatever `node` on PATH is
  const child: ChildProcess = spawn(process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'preview', '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { url, close: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('astro preview did not start within 60 s');
}
