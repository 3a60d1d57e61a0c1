/** The page's side of the Python worker: one request, one promised report. */
import type { CellReport } from '../runtime/python.ts';
import type { RunUnit, WorkerRequest, WorkerResponse } from '../runtime/protocol.ts';

export interface UnitResult {
  readonly report: CellReport;
  readonly check?: CellReport;
}

type StatusListener = (text: string, ready: boolean, failed: boolean) => void;

/** How a run that Stop interrupted ends: it has no result, rather than a failing one. */
export class StoppedError extends Error {
  constructor() {
    super('Stopped: the run was interrupted before it finished.');
  }
}

export class PythonWorker {
  private worker: Worker;
  private seq = 0;
  private lastStatus: Parameters<StatusListener> = ['Python is not started yet', false, false];
  private readonly pending = new Map<number, {
    resolve: (r: UnitResult) => void;
    reject: (e: Error) => void;
    live?: (kind: string, json: string) => void;
  }>();
  private onStatus: StatusListener;
  private backend: string;

  constructor(onStatus: StatusListener, backend: string) {
    this.onStatus = onStatus;
    this.backend = backend;
    this.worker = this.spawn();
  }

  /** The next page's status line takes over, told at once where Python stands. */
  listen(onStatus: StatusListener): void {
    this.onStatus = onStatus;
    onStatus(...this.lastStatus);
  }

  /** Computes with another engine backend from the next run on: a fresh worker, which replays the lesson's state. */
  useBackend(backend: string): void {
    this.backend = backend;
    this.stop();
  }

  /** Whether a run is still waiting for its result. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Stops whatever Python is doing (an endless loop included) by replacing the worker: runs in flight reject,
   * and the next run replays the lesson's earlier cells in the fresh worker.
   */
  stop(): void {
    this.worker.terminate();
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const w of waiting) w.reject(new StoppedError());
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('../worker/python-worker.ts', import.meta.url), { type: 'module' });
    const status = (...s: Parameters<StatusListener>) => {
      this.lastStatus = s;
      this.onStatus(...s);
    };
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      if (msg.type === 'status') {
        status(msg.text, msg.ready, msg.failed ?? false);
        return;
      }
      const waiter = this.pending.get(msg.seq);
      if (msg.type === 'live') {
        waiter?.live?.(msg.kind, msg.json);
        return;
      }
      this.pending.delete(msg.seq);
      if (msg.type === 'result') waiter?.resolve({ report: msg.report, check: msg.check });
      else waiter?.reject(new Error(msg.message));
    });
    worker.addEventListener('error', (event) => {
      status(`The Python worker stopped: ${event.message}`, false, true);
    });
    worker.postMessage({ type: 'configure', backend: this.backend } satisfies WorkerRequest);
    return worker;
  }

  /** Runs `unit` after `prefix`; `live` sees the unit's output as it is produced. */
  run(unit: RunUnit, prefix: readonly RunUnit[], live?: (kind: string, json: string) => void): Promise<UnitResult> {
    const seq = ++this.seq;
    const request: WorkerRequest = { type: 'run', seq, unit, prefix };
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject, live });
      this.worker.postMessage(request);
    });
  }
}

let warm: PythonWorker | undefined;

/**
 * The document's Python worker, started by the first lesson page and kept warm for the next ones the client router
 * swaps in (each starts from a clean namespace: its first cell comes with no prefix, so the worker resets).
 */
export function pageWorker(onStatus: StatusListener, backend: string): PythonWorker {
  if (!warm) warm = new PythonWorker(onStatus, backend);
  else warm.listen(onStatus);
  return warm;
}
