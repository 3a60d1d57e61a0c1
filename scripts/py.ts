/**
 * npm run py -- FILE.py: runs a Python program on the engine and prints exactly what `python3 FILE.py` prints
 * with real PyTorch. An uncaught error prints a traceback to stderr and exits non-zero. A GPU's WebGPU device, when
 * there is one, is the program's `cuda`; a CPU adapter (SwiftShader) is not, so on a machine without a GPU the program
 * sees what `python3` with PyTorch sees there: `torch.cuda.is_available()` is False.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { relaunchWithWebGpu } from '../src/runtime/webgpu-env.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run py -- FILE.py\n');
  process.exit(2);
}
relaunchWithWebGpu();
const { createNodeSession } = await import('../src/runtime/node.ts');
const path = resolve(file);
const source = readFileSync(path, 'utf8');
const session = await createNodeSession({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  // TORCH_CUDA_ADAPTER=any lets a CPU adapter stand in (the cuda benchmark's software sizes, tests of the path)
  cuda: process.env['TORCH_CUDA_ADAPTER'] === 'any' ? true : 'hardware',
});
// as for python3: sys.argv is the program and its arguments, its directory (sibling modules) the host's own
session.pyodide.globals.get('__import__')('sys').argv = session.pyodide.toPy([file, ...process.argv.slice(3)]);
const home = dirname(path);
session.pyodide.FS.mkdirTree(home);
session.pyodide.FS.mount(session.pyodide.FS.filesystems.NODEFS, { root: home }, home);
process.exitCode = await session.runFile(path, source);
