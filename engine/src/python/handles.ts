/**
 * The tensors Python holds, each under a small integer. Python keeps the integer rather than a proxy of the JS
 * object because Pyodide builds a fresh proxy (an object inspected for its type flags) for every JS object that
 * crosses into Python, which cost more than a whole small op; a number crosses for free. Python gives an integer
 * back when its tensor dies, and the slot is reused. Each handle is one owner of its tensor (memory/ownership.ts), so a
 * tensor's memory is freed once no Python tensor and nothing in the graph holds it.
 */
import { disown, own } from '../memory/ownership.ts';
import type { Tensor } from '../tensor.ts';

export class HandleTable {
  private readonly slots: (Tensor | undefined)[] = [];
  private readonly vacant: number[] = [];
  /**
   * By handle: the handle of the grad Python last got or set through it (see `gradHandle`). Python keeps that grad's
   * Tensor object on the tensor object that holds the handle, so the grad handle lives while this entry does.
   */
  private readonly grads: (number | undefined)[] = [];

  put(t: Tensor): number {
    own(t);
    const id = this.vacant.pop();
    if (id === undefined) return this.slots.push(t) - 1;
    this.slots[id] = t;
    return id;
  }

  get(id: number): Tensor {
    const t = this.slots[id];
    if (t === undefined) throw new Error(`tensor handle ${id} was released`);
    return t;
  }

  /**
   * A handle for the grad of the tensor at `id`: the one handed out last through `id` while it still holds that grad,
   * else a new one. So Python, reading `p.grad` twice, gets the same handle and can give back the same object.
   */
  gradHandle(id: number): number | undefined {
    const g = this.get(id).grad;
    if (!g) return this.grads[id] = undefined;
    const last = this.grads[id];
    if (last !== undefined && this.slots[last] === g) return last;
    return this.grads[id] = this.put(g);
  }

  /** Records that Python set the grad of the tensor at `id` to the tensor at `grad` (undefined for None). */
  setGradHandle(id: number, grad: number | undefined): void {
    this.grads[id] = grad;
  }

  /** Every handle the tensor is held under (a scan: for the rare question which Python object holds it). */
  holders(t: Tensor): number[] {
    const found: number[] = [];
    this.slots.forEach((s, id) => {
      if (s === t) found.push(id);
    });
    return found;
  }

  release(ids: ArrayLike<number>): void {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const t = this.slots[id];
      if (t === undefined) throw new Error(`tensor handle ${id} released twice`);
      this.slots[id] = undefined;
      this.grads[id] = undefined;
      disown(t);
      this.vacant.push(id);
    }
  }

  /** How many tensors Python holds (for tests of release). */
  get live(): number {
    return this.slots.length - this.vacant.length;
  }
}
