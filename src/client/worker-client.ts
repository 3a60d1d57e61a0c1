/** The page's side of the Python worker: one request, one promised report. */
import type { CellReport } from '../runtime/python.ts';
import type { RunUnit, WorkerRequest, WorkerResponse } from '../runtime/protocol.ts';

export interface UnitResult {
  readonly report: CellReport;
  readonly check?: CellReport;
}

export class PythonWorker {
  private readonly worker: Worker;
  private seq = 0;
  private readonly pending = new Map<number, { resolve: (r: UnitResult) => void; reject: (e: Error) => void }>();

  constructor(onStatus: (text: string, ready: boolean, failed: boolean) => void) {
    this.worker = new Worker(new URL('../worker/python-worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      if (msg.type === 'status') {
        onStatus(msg.text, msg.ready, msg.failed ?? false);
        return;
      }
      const waiter = this.pending.get(msg.seq);
      this.pending.delete(msg.seq);
      if (msg.type === 'result') waiter?.resolve({ report: msg.report, check: msg.check });
      else waiter?.reject(new Error(msg.message));
    });
    this.worker.addEventListener('error', (event) => {
      onStatus(`The Python worker stopped: ${event.message}`, false, true);
    });
  }

  run(unit: RunUnit, prefix: readonly RunUnit[]): Promise<UnitResult> {
    const seq = ++this.seq;
    const request: WorkerRequest = { type: 'run', seq, unit, prefix };
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.worker.postMessage(request);
    });
  }
}
