/** Builds a Python session in Node, reading the engine's Python package and the runner from disk. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPyodide } from 'pyodide';
import { setAccelerator } from '../../engine/src/device.ts';
import { createSession, type PythonSession } from './python.ts';
import { enableCuda } from './webgpu-node.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function pythonSources(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.py')) out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

export interface NodeSessionOptions {
  readonly stdout?: (text: string) => void;
  readonly stderr?: (text: string) => void;
  /**
   * Whether a WebGPU device, when there is one, backs `cuda` (the default). Off, the session is a CPU-only build, as
   * the golden outputs recorded with CPU PyTorch expect.
   */
  readonly cuda?: boolean;
}

export async function createNodeSession(options: NodeSessionOptions = {}): Promise<PythonSession> {
  setAccelerator(null);
  if (options.cuda ?? true) await enableCuda();
  const pyodide = await loadPyodide({
    stdout: undefined,
    stderr: undefined,
  });
  const decoder = new TextDecoder();
  const sink = (write?: (text: string) => void) => ({
    write: (buf: Uint8Array) => { (write ?? (() => {}))(decoder.decode(buf, { stream: true })); return buf.length; },
  });
  pyodide.setStdout(sink(options.stdout));
  pyodide.setStderr(sink(options.stderr));
  return createSession(pyodide, {
    torch: pythonSources(join(root, 'engine', 'python')),
    runner: readFileSync(join(root, 'src', 'runtime', 'session.py'), 'utf8'),
  });
}
