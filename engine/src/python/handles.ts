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

  release(ids: ArrayLike<number>): void {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const t = this.slots[id];
      if (t === undefined) throw new Error(`tensor handle ${id} released twice`);
      this.slots[id] = undefined;
      disown(t);
      this.vacant.push(id);
    }
  }

  /** How many tensors Python holds (for tests of release). */
  get live(): number {
    return this.slots.length - this.vacant.length;
  }
}
