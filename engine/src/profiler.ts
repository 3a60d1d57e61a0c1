/**
 * What torch.profiler records: while a profile is open, every op the engine dispatches (and every range Python opens
 * with record_function) becomes an event with its start, end and enclosing event, from which Python builds
 * PyTorch's FunctionEvents (self time is an event's time less its children's). Closed, the check costs one load.
 */
import type { BoundArgs } from './ops/schema.ts';
import { Tensor } from './tensor.ts';

export interface ProfiledEvent {
  readonly name: string;
  /** Milliseconds since the page or process started. */
  readonly start: number;
  end: number;
  /** The index of the event this one ran inside, or -1. */
  readonly parent: number;
  /** The tensor arguments' sizes, in order (an empty list for a non-tensor argument), when shapes are recorded. */
  readonly shapes: number[][] | null;
}

export const profiler = { active: false };

let events: ProfiledEvent[] = [];
let open: number[] = [];
let withShapes = false;

export function startProfile(recordShapes: boolean): void {
  events = [];
  open = [];
  withShapes = recordShapes;
  profiler.active = true;
}

/** Stops recording; the events in the order they started. */
export function stopProfile(): ProfiledEvent[] {
  profiler.active = false;
  const done = events;
  events = [];
  open = [];
  return done;
}

/** Opens an event (an op, or a range Python names); returns its index for `endRange`. */
export function beginRange(name: string, shapes: number[][] | null = null): number {
  const index = events.length;
  events.push({ name, start: performance.now(), end: NaN, parent: open.length ? open[open.length - 1]! : -1, shapes });
  open.push(index);
  return index;
}

export function endRange(index: number): void {
  const event = events[index];
  if (event === undefined) return; // a range opened before the profile that holds it started
  event.end = performance.now();
  const at = open.lastIndexOf(index);
  if (at >= 0) open.length = at;
}

function shapesOf(args: BoundArgs): number[][] {
  return Object.values(args).map((v) => (v instanceof Tensor ? [...v.shape] : []));
}

/** Runs an op as an event named as ATen names it. */
export function profiled<T>(name: string, args: BoundArgs, run: () => T): T {
  const index = beginRange(`aten::${name}`, withShapes ? shapesOf(args) : null);
  try {
    return run();
  } finally {
    endRange(index);
  }
}
