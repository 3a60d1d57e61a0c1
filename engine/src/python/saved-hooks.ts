/** Saved-tensor hooks written in Python, as the autograd graph calls them. */
import type { SavedTensorHooks } from '../autograd/graph.ts';
import type { Tensor } from '../tensor.ts';
import type { HandleTable } from './handles.ts';

/**
 * pack gets the tensor being saved as a handle and returns what to keep (a Python object comes as a proxy, destroyed
 * when the node lets go of it); unpack returns a tensor (from `tensor`).
 */
export function pythonHooks(handles: HandleTable, pack: (h: number) => unknown,
  unpack: (packed: unknown) => Tensor): SavedTensorHooks {
  return {
    pack: (t) => pack(handles.put(t)),
    unpack,
    release: (packed) => (packed as { destroy?: () => void } | null | undefined)?.destroy?.(),
  };
}
