/**
 * A Python session: Pyodide with our `torch` package and the cell runner (session.py) loaded. The Node command
 * line tools and the browser worker both build one, passing the Python sources they read their own way.
 */
import type { PyodideAPI } from 'pyodide';
import { installTorch, type PythonBytecode, type PythonSources } from '../../engine/src/python/install.ts';
import { loaderWorkers, type SpawnWorker } from './loader-workers.ts';
import { mountSiteData, type SiteData } from './site-data.ts';
import { onnxRuntimeModule } from './onnxruntime-host.ts';
import { figureModule } from './figure-host.ts';

export interface CheckResult {
  readonly line: number | null;
  readonly expected: string;
  readonly actual: string;
  readonly pass: boolean;
}

/** What running one cell produced. */
export interface CellReport {
  readonly stdout: string;
  /** repr() of the last expression, when it was not None. */
  readonly value: string | null;
  /** For a tensor value: its dtype and shape, e.g. "float32 · [4, 5]" (and its device when not the CPU). */
  readonly valueKind?: string;
  /** A formatted traceback, when the cell raised. */
  readonly error: string | null;
  /** "RuntimeError: message" of the raised error. */
  readonly errorType?: string;
  /** The line in the cell the error came from. */
  readonly errorLine: number | null;
  readonly checks: readonly CheckResult[];
  /** Why the cell did not run: it declares `needs=cuda` and this session has no GPU. */
  readonly skipped?: string;
  /** A broadcasting RuntimeError's operand shapes and the dimension (of the aligned result) where they clash. */
  readonly broadcast?: { readonly a: readonly number[]; readonly b: readonly number[]; readonly dim: number };
  /** A 2-D floating-point value's entries, row by row (null where not finite), for the heatmap. */
  readonly grid?: { readonly rows: number; readonly cols: number; readonly values: readonly (number | null)[] };
}

/** Cell options from the fence (id, raises, shape, dtype, tol). */
export type CellOptions = Readonly<Record<string, string>>;

export interface PythonSession {
  readonly pyodide: PyodideAPI;
  /** Runs a program as `python3 path` would; resolves to its exit code. */
  runFile(path: string, source: string): Promise<number>;
  /** `emit` receives live output while the cell runs: ('stdout', JSON text) and ('plot', JSON event). */
  runCell(code: string, options?: CellOptions, emit?: (kind: string, json: string) => void): Promise<CellReport>;
  /** Forgets every variable: the next cell runs as if first. */
  reset(): void;
}

export interface SessionSources {
  readonly torch: PythonSources;
  /** Compiled modules of the torch package, where a cache has them (installTorch). */
  readonly bytecode?: PythonBytecode;
  readonly runner: string;
  /** host.py: what every runtime of ours sets up first. */
  readonly host: string;
  /** The lesson packs' data files, mounted at /data. */
  readonly data?: SiteData;
}

export interface SessionHost {
  /** Boots a DataLoader worker's runtime; without it, workers run inside the session, one after another. */
  readonly spawnLoaderWorker?: SpawnWorker;
  /** Loads onnxruntime-web (on first use), for our `onnxruntime` package. */
  readonly loadOnnxRuntime?: () => Promise<typeof import('onnxruntime-web')>;
  /** Loads onnxruntime-web's complete build, where loadOnnxRuntime's is cut down (see onnxruntime-host.ts). */
  readonly loadCompleteOnnxRuntime?: () => Promise<typeof import('onnxruntime-web')>;
}

type PyCallable = ((...args: unknown[]) => unknown) & { callPromising(...args: unknown[]): Promise<unknown> };

/**
 * Code runs inside a promising call (JS Promise integration) where the runtime has it, so Python can wait for the
 * GPU synchronously (`pyodide.ffi.run_sync`): printing a cuda tensor is plain Python. Elsewhere it runs as a plain
 * call and only the cpu device exists.
 */
const canSuspend = typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function';
const run = async (f: PyCallable, ...args: unknown[]): Promise<unknown> =>
  (canSuspend ? f.callPromising(...args) : f(...args));

export function createSession(pyodide: PyodideAPI, sources: SessionSources, host: SessionHost = {}): PythonSession {
  installTorch(pyodide, sources.torch, sources.bytecode);
  mountSiteData(pyodide, sources.data ?? {});
  pyodide.runPython(sources.host, { filename: '<host>' });
  if (host.loadOnnxRuntime && canSuspend) {
    pyodide.registerJsModule('_onnxruntime', onnxRuntimeModule(host.loadOnnxRuntime, host.loadCompleteOnnxRuntime));
  }
  // matplotlib's savefig waits for the renderer, which only a promising call can do
  if (canSuspend) pyodide.registerJsModule('_figures', figureModule());
  // parallel workers need the session to wait for them, which only a promising call can do
  if (host.spawnLoaderWorker && canSuspend) {
    pyodide.registerJsModule('_loader_workers', loaderWorkers(host.spawnLoaderWorker));
  }
  const runner = pyodide.runPython(
    `${sources.runner}\nimport sys as _sys, types as _types\n_sys.modules['__session__'] = _types.SimpleNamespace(emit=emit, in_cell=in_cell)\nnotebook`,
    { filename: '<session>' });
  const runFile = pyodide.globals.get('run_file') as PyCallable;
  const runCell = runner.run_cell as PyCallable;
  return {
    pyodide,
    runFile: async (path, source) => (await run(runFile, path, source)) as number,
    runCell: async (code, options = {}, emit) =>
      JSON.parse((await run(runCell, code, JSON.stringify(options), emit)) as string) as CellReport,
    reset: () => runner.reset(),
  };
}
