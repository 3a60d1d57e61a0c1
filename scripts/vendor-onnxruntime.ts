/**
 * Copies onnxruntime-web's WebAssembly binary into public/ort, so a page that runs an ONNX model loads it from the
 * site's own origin (its JS comes bundled with the worker that imports it).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const to = join(root, 'public', 'ort');
mkdirSync(to, { recursive: true });
copyFileSync(join(root, 'node_modules', 'onnxruntime-web', 'dist', 'ort-wasm-simd-threaded.wasm'),
  join(to, 'ort-wasm-simd-threaded.wasm'));
