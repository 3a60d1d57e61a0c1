/**
 * Prints, as JSON, the indices of the onnxruntime-web WebAssembly functions that the lessons' ONNX cells call. Every
 * lesson with a cell that imports onnxruntime runs whole, in a Node session, on the counting copy of the build given
 * as the argument (see src/integrations/wasm-calls.ts). The site's build runs this on its own (see
 * src/integrations/onnxruntime-trim.ts): `node scripts/profile-onnxruntime.ts COUNTING.wasm`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calledFunctions, CALLS_EXPORT } from '../src/integrations/wasm-calls.ts';
import { readPacks } from '../src/lessons/pack.ts';
import { readLessonCells } from '../src/lessons/read.ts';
import { verifyLesson } from '../src/lessons/verify.ts';
import { createNodeSession } from '../src/runtime/node.ts';

let calls: WebAssembly.Memory | undefined;
type Instantiate = (...args: unknown[]) => Promise<WebAssembly.WebAssemblyInstantiatedSource | WebAssembly.Instance>;

/** onnxruntime-web on the counting binary; the library instantiates it, so the counters come from what it made. */
async function loadCounting(binary: Uint8Array) {
  const ort = await import('onnxruntime-web');
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.wasmBinary = binary;
  const instantiate = WebAssembly.instantiate as Instantiate;
  WebAssembly.instantiate = (async (...args: unknown[]) => {
    const made = await instantiate(...args);
    const instance = 'instance' in made ? made.instance : made;
    calls ??= instance.exports[CALLS_EXPORT] as WebAssembly.Memory | undefined;
    return made;
  }) as typeof WebAssembly.instantiate;
  return ort;
}

/** The lessons with a cell that imports onnxruntime, by path. */
export function onnxLessons(): string[] {
  return readPacks(join(import.meta.dirname, '..', 'lessons'))
    .flatMap((pack) => pack.manifest.lessons.map((file) => join(pack.dir, file)))
    .filter((file) => readLessonCells(file).some((cell) => /\bimport onnxruntime\b/.test(cell.code)));
}

if (import.meta.main) {
  const binary = readFileSync(process.argv[2]!);
  const session = await createNodeSession({ cuda: false, loadOnnxRuntime: () => loadCounting(binary) });
  // a check that fails (a timing, say) leaves the calls counted: what matters is that the models ran
  for (const lesson of onnxLessons()) await verifyLesson(session, readLessonCells(lesson));
  if (!calls) throw new Error('no lesson ran an ONNX model');
  process.stdout.write(JSON.stringify(calledFunctions(calls)));
  process.exit(0);
}
