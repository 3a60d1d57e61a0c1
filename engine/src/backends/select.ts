/**
 * Which backend runs the kernels: WebAssembly by default on CPU, the JS reference on request
 * (`TORCH_BACKEND=js|wasm` in Node, the page's engine setting in the browser).
 */
import type { Backend } from '../backend.ts';
import { jsBackend } from './js/index.ts';
import { wasmBackend } from './wasm/index.ts';

export const BACKENDS: Readonly<Record<string, Backend>> = { wasm: wasmBackend, js: jsBackend };
export const DEFAULT_BACKEND = 'wasm';

/** The backend an environment variable names, or the default; an unknown name is an error, not a silent default. */
export function backendNamed(name: string | undefined): Backend {
  const chosen = BACKENDS[name || DEFAULT_BACKEND];
  if (!chosen) throw new Error(`unknown engine backend '${name}' (expected ${Object.keys(BACKENDS).join(' or ')})`);
  return chosen;
}

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
export const initialBackend = (): Backend => backendNamed(env?.['TORCH_BACKEND']);
