/**
 * The Python runtimes DataLoader workers run in, as the JS module `_loader_workers` that the loader's Python side
 * (torch/utils/data/_workers.py) drives. A worker is a runtime of its own (a Web Worker in the page, a worker thread
 * in Node) that answers pickled messages in order. Runtimes outlive a loader: when one finishes they wait idle for
 * the next, which then starts them afresh ("init" resets a worker's program), so a new epoch does not boot Python
 * again.
 */

/** One runtime, ready: it receives messages and answers some of them. */
export interface WorkerPort {
  post(message: Uint8Array): void;
  /**
   * Where its answers go (one listener at a time): bytes, or why the runtime failed. A runtime that failed while
   * nobody listened tells the next listener at once, so no loader waits on a runtime that is gone.
   */
  listen(listener: (reply: Uint8Array | Error) => void): void;
  /** Whether the runtime has failed: it answers nothing more. */
  failed(): boolean;
  /** While held, a worker keeps the host alive (Node exits with idle ones still there). */
  hold(held: boolean): void;
}

/** Boots one runtime; resolves when it can take messages. */
export type SpawnWorker = () => Promise<WorkerPort>;

/** What a loader worker's runtime posts: 'ready' once booted, then answers, or why something failed. */
export type LoaderWorkerMessage = 'ready' | Uint8Array | { readonly error: string };

/** How a host starts one runtime: `deliver` receives what it posts (or an error of the host's own). */
export type StartWorker = (deliver: (message: LoaderWorkerMessage | Error) => void) => {
  post(message: Uint8Array): void;
  hold(held: boolean): void;
};

/**
 * A runtime as a WorkerPort, once it says it is ready; a failure before that rejects. It keeps the host alive while
 * it boots (a program waits on it), and from then on only while held.
 */
export function connectWorker(start: StartWorker): Promise<WorkerPort> {
  return new Promise((resolve, reject) => {
    let ready = false;
    let failed: Error | null = null;
    let listener: (reply: Uint8Array | Error) => void = () => {};
    const host = start((message) => {
      const failure = message instanceof Error ? message
        : message !== 'ready' && !(message instanceof Uint8Array) ? new Error(message.error) : null;
      if (!ready) {
        if (failure) reject(failure);
        else if (message === 'ready') {
          ready = true;
          host.hold(false);
          resolve({
            post: (m) => host.post(m),
            listen: (l) => {
              listener = l;
              if (failed) l(failed);
            },
            hold: (h) => host.hold(h),
            failed: () => failed !== null,
          });
        }
        return;
      }
      if (failed) return;
      failed = failure;
      listener(failure ?? (message as Uint8Array));
    });
    host.hold(true);
  });
}

interface Slot { readonly port: WorkerPort; pending: number }

class Pool {
  private readonly replies: (Uint8Array | Error)[] = [];
  private waiter: ((reply: Uint8Array | Error | null) => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  readonly slots: Slot[];

  constructor(slots: Slot[]) {
    this.slots = slots;
    for (const slot of slots) {
      slot.port.listen((reply) => {
        slot.pending--;
        this.deliver(reply);
      });
    }
  }

  private deliver(reply: Uint8Array | Error | null): void {
    if (this.waiter === null) {
      if (reply !== null) this.replies.push(reply);
      return;
    }
    const resolve = this.waiter;
    this.waiter = null;
    clearTimeout(this.timer);
    resolve(reply);
  }

  /**
   * The next answer from any worker, or null after `timeoutMs` (0: wait as long as it takes). Only while the program
   * waits do the workers keep the host alive: a loader left unfinished must not keep Node from exiting.
   */
  receive(timeoutMs: number): Promise<Uint8Array | null> {
    const ready = this.replies.shift();
    const hold = (held: boolean) => this.slots.forEach((slot) => slot.port.hold(held));
    const settle = (reply: Uint8Array | Error | null) => {
      hold(false);
      if (reply instanceof Error) throw reply;
      return reply;
    };
    hold(true);
    if (ready !== undefined) return Promise.resolve(ready).then(settle);
    return new Promise<Uint8Array | Error | null>((resolve) => {
      this.waiter = resolve;
      if (timeoutMs > 0) this.timer = setTimeout(() => this.deliver(null), timeoutMs);
    }).then(settle);
  }
}

/** How many workers the machine runs at once (Node's available parallelism, the browser's hardware concurrency). */
const parallelism = (): number => (globalThis.navigator as { hardwareConcurrency?: number } | undefined)
  ?.hardwareConcurrency ?? 1;

export function loaderWorkers(spawn: SpawnWorker) {
  const idle: Slot[] = [];
  const pools = new Map<number, Pool>();
  let next = 0;
  /**
   * A runtime goes back to the idle ones once it has answered all it was asked, so no old answer reaches a new pool;
   * one that failed never does.
   */
  const retire = (slot: Slot) => {
    if (slot.port.failed()) return;
    if (slot.pending === 0) {
      idle.push(slot);
      return;
    }
    slot.port.listen((reply) => {
      if (!(reply instanceof Error) && --slot.pending === 0) idle.push(slot);
    });
  };
  /** An idle runtime that is still alive: one may have failed while it waited. */
  const reuse = (): Slot | undefined => {
    let slot = idle.pop();
    while (slot?.port.failed()) slot = idle.pop();
    return slot;
  };
  return {
    cpu_count: parallelism,
    /** `count` ready runtimes as a pool; resolves to the pool's number. */
    async acquire(count: number): Promise<number> {
      const slots = await Promise.all(Array.from({ length: count },
        async () => reuse() ?? { port: await spawn(), pending: 0 }));
      pools.set(next, new Pool(slots));
      return next++;
    },
    /** Sends worker `worker` of pool `pool` a message; `answered` says whether it will answer this one. */
    send(pool: number, worker: number, message: Uint8Array, answered: boolean): void {
      const slot = pools.get(pool)!.slots[worker]!;
      if (answered) slot.pending++;
      slot.port.post(message);
    },
    receive: (pool: number, timeoutMs: number) => pools.get(pool)!.receive(timeoutMs),
    release(pool: number): void {
      const p = pools.get(pool);
      if (!p) return;
      pools.delete(pool);
      p.slots.forEach(retire);
    },
  };
}
