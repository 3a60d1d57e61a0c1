/** The DataLoader worker pool with runtimes stood in for: a runtime that fails never leaves a loader waiting. */
import { describe, expect, it } from 'vitest';
import { connectWorker, loaderWorkers, type LoaderWorkerMessage } from '../src/runtime/loader-workers.ts';

/** A runtime that is ready at once and answers nothing: `fail` makes it fail as a crashed one would. */
function fakeRuntime() {
  let deliver: (message: LoaderWorkerMessage | Error) => void = () => {};
  const port = connectWorker((d) => {
    deliver = d;
    queueMicrotask(() => d('ready'));
    return { post: () => {}, hold: () => {} };
  });
  return { port, fail: (why: string) => deliver(new Error(why)) };
}

describe('loader workers', () => {
  it('a runtime that fails while no loader listens fails the next loader that uses it, which then starts another', async () => {
    const runtimes: ReturnType<typeof fakeRuntime>[] = [];
    const workers = loaderWorkers(() => {
      const runtime = fakeRuntime();
      runtimes.push(runtime);
      return runtime.port;
    });
    const first = await workers.acquire(1);
    workers.release(first);
    runtimes[0]!.fail('gone while idle');
    // the failed runtime is not reused: a fresh one is started
    const second = await workers.acquire(1);
    expect(runtimes).toHaveLength(2);
    workers.send(second, 0, new Uint8Array([1]), true);
    runtimes[1]!.fail('gone mid-epoch');
    await expect(workers.receive(second, 0)).rejects.toThrow('gone mid-epoch');
  });

  it('a failure between ready and the pool reaches the pool', async () => {
    const runtime = fakeRuntime();
    const port = await runtime.port;
    runtime.fail('gone before any listener');
    expect(port.failed()).toBe(true);
    const replies: (Uint8Array | Error)[] = [];
    port.listen((reply) => replies.push(reply));
    expect(replies).toEqual([new Error('gone before any listener')]);
  });
});
