/** Messages between the lesson page and its Python worker. */
import type { CellOptions, CellReport } from './python.ts';

/** One unit of the lesson's run: a cell's code, and for an exercise the check that follows it. */
export interface RunUnit {
  readonly code: string;
  readonly options: CellOptions;
  readonly check?: string;
}

export type WorkerRequest = {
  readonly type: 'run';
  readonly seq: number;
  readonly unit: RunUnit;
  /** The units that must have run, in order, before this one: the worker replays them when its state differs. */
  readonly prefix: readonly RunUnit[];
} | {
  /** The engine backend the worker computes with ('wasm' or 'js'); sent first, before any run. */
  readonly type: 'configure';
  readonly backend: string;
};

export type WorkerResponse =
  | { readonly type: 'status'; readonly text: string; readonly ready: boolean; readonly failed?: boolean }
  | { readonly type: 'result'; readonly seq: number; readonly report: CellReport; readonly check?: CellReport }
  /** Output the running cell produces before it finishes: printed text, or a live plot event (JSON). */
  | { readonly type: 'live'; readonly seq: number; readonly kind: string; readonly json: string }
  | { readonly type: 'failure'; readonly seq: number; readonly message: string };

export const sameUnit = (a: RunUnit, b: RunUnit): boolean =>
  a.code === b.code && a.check === b.check && JSON.stringify(a.options) === JSON.stringify(b.options);
