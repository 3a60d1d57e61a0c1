/**
 * onnxruntime-web's WebAssembly build cut down to the functions that the lessons' ONNX models call: 0.74 MB as
 * brotli instead of 2.36 MB, which keeps a lesson with an ONNX cell within a cold page's 5 MB. Every other function
 * traps, and a model that needs one runs on the complete build instead (see runtime/onnxruntime-host.ts).
 *
 * `import url from 'virtual:onnxruntime-cut-wasm'` gives the cut build's URL. The build finds the calls by running
 * those lessons on a counting copy (scripts/profile-onnxruntime.ts), once for each onnxruntime-web and each version
 * of what the models depend on, kept in node_modules/.cache; the dev server serves the complete build instead.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { countCalls, keepOnly } from './wasm-calls.ts';

const ID = 'virtual:onnxruntime-cut-wasm';
const WASM = 'onnxruntime-web/ort-wasm-simd-threaded.wasm';
const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'onnxruntime-cut');
const profiler = join(root, 'scripts', 'profile-onnxruntime.ts');
/** What decides which functions the lessons' models call, besides the lessons and the build itself. */
const DEPENDS_ON = ['engine/src/onnx', 'engine/python/torch/onnx', 'engine/python/onnxruntime',
  'src/runtime/onnxruntime-host.ts', 'src/integrations/wasm-calls.ts', 'scripts/profile-onnxruntime.ts'];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name)).sort();
}

async function cutBuild(): Promise<Uint8Array> {
  const complete = readFileSync(createRequire(import.meta.url).resolve(WASM));
  const { onnxLessons } = await import('../../scripts/profile-onnxruntime.ts');
  const hash = createHash('sha256').update(complete);
  for (const file of [...onnxLessons(), ...DEPENDS_ON.flatMap((p) => filesUnder(join(root, p)))]) {
    hash.update(file).update(readFileSync(file));
  }
  const cached = join(cacheDir, `${hash.digest('hex')}.wasm`);
  if (existsSync(cached)) return readFileSync(cached);
  mkdirSync(cacheDir, { recursive: true });
  const counting = join(cacheDir, 'counting.wasm');
  writeFileSync(counting, countCalls(complete));
  const report = execFileSync(process.execPath, [profiler, counting], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const called = JSON.parse(report) as number[];
  const cut = keepOnly(complete, new Set(called));
  writeFileSync(cached, cut);
  return cut;
}

export function onnxRuntimeCut(): Plugin {
  let building = false;
  return {
    name: 'onnxruntime-cut',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (!building) return `export { default } from '${WASM}?url';`;
      const ref = this.emitFile({ type: 'asset', name: 'ort-wasm-simd-threaded.cut.wasm', source: await cutBuild() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
