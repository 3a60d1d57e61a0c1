/**
 * Errors the engine raises carry the Python exception type PyTorch would raise, so the Python layer can re-raise
 * them unchanged ("RuntimeError: The size of tensor a (2) must match ...").
 */
export type PyErrorType =
  'RuntimeError' | 'IndexError' | 'TypeError' | 'ValueError' | 'NotImplementedError' | 'AssertionError' |
  // torch.AcceleratorError, a RuntimeError: what a failed CUDA runtime call raises
  'AcceleratorError' |
  // not a Python error: the binding's signal to fetch device bytes and retry (device.ts, hostRead)
  'HostRead';

/** The operands of a failed broadcast, right-aligned by the reader's page to show which dimension clashed. */
export interface BroadcastClash {
  readonly a: readonly number[];
  readonly b: readonly number[];
  readonly dim: number;
}

export class TorchError extends Error {
  readonly pyType: PyErrorType;
  readonly broadcast?: BroadcastClash;
  constructor(pyType: PyErrorType, message: string, broadcast?: BroadcastClash) {
    super(message);
    this.name = pyType;
    this.pyType = pyType;
    if (broadcast) this.broadcast = broadcast;
  }
}

export const runtimeError = (message: string) => new TorchError('RuntimeError', message);
export const indexError = (message: string) => new TorchError('IndexError', message);
export const typeError = (message: string) => new TorchError('TypeError', message);
export const valueError = (message: string) => new TorchError('ValueError', message);
