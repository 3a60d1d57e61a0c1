/**
 * Timing: warm up, then repeat until both a minimum count and a time budget are reached, and take the median, so
 * one slow run (a GC pause, a page fault) does not move the figure.
 */
export interface MeasureOptions {
  readonly warmup?: number;
  readonly minReps?: number;
  readonly maxReps?: number;
  /** Stop repeating once this many milliseconds have been spent (after minReps). */
  readonly budgetMs?: number;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The median wall time of one call of `fn`, in milliseconds; `fn` must include any readback it needs. A call
 * slower than the whole budget is timed once, its warm-up being the measurement: at seconds per call, warm-up
 * effects are lost in the noise and repeating would blow the run's time limit.
 */
export async function medianMs(fn: () => unknown, options: MeasureOptions = {}): Promise<number> {
  const { warmup = 1, minReps = 3, maxReps = 15, budgetMs = 1000 } = options;
  for (let i = 0; i < warmup; i++) {
    const t0 = performance.now();
    await fn();
    const once = performance.now() - t0;
    if (once >= budgetMs) return once;
  }
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minReps || (times.length < maxReps && performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * How long a cheap call is repeated before it is timed. A JS engine reaches its steady speed on a call only after
 * tens of thousands of them (its optimising compiler, and young-generation sizes that grow with the allocation
 * rate); one batch of warm-up would time that climb rather than the call.
 */
export const STEADY_WARMUP_MS = 300;

/**
 * Microseconds per call of a cheap `fn` in its steady state, timed over batches of `batch` calls so the clock's
 * grain does not matter. Only a call that returns a promise is awaited: awaiting a plain value still waits a
 * microtask turn, which would time the harness (about half a microsecond a call) rather than a synchronous op.
 */
export async function microsPerCall(fn: () => unknown, batch: number, options: MeasureOptions = {}): Promise<number> {
  const first = fn();
  const calls = isThenable(first)
    ? async () => { for (let i = 0; i < batch; i++) await fn(); }
    : () => { for (let i = 0; i < batch; i++) fn(); };
  await first;
  const start = performance.now();
  do await calls(); while (performance.now() - start < STEADY_WARMUP_MS);
  const ms = await medianMs(calls, { minReps: 5, warmup: 0, ...options });
  return (ms * 1000) / batch;
}

const isThenable = (v: unknown): boolean =>
  v !== null && (typeof v === 'object' || typeof v === 'function') && typeof (v as { then?: unknown }).then === 'function';
