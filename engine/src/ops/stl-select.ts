/**
 * The C++ standard library's selection algorithms as libstdc++ writes them (introselect for nth_element, introsort
 * for sort, heap select for partial_sort). PyTorch's CPU topk runs these, and none of them is stable: which of equal
 * values come out, and in what order, is whatever these exact steps leave, so they are copied step for step.
 */

/** `less(a, b)`: whether element a goes before element b. */
type Less<T> = (a: T, b: T) => boolean;

/** floor(log2(n)) for n >= 1, libstdc++'s __lg. */
function lg(n: number): number {
  return 31 - Math.clz32(n);
}

function swap<T>(v: T[], i: number, j: number): void {
  const t = v[i]!;
  v[i] = v[j]!;
  v[j] = t;
}

function pushHeap<T>(v: T[], first: number, hole: number, top: number, value: T, less: Less<T>): void {
  let parent = Math.floor((hole - 1) / 2);
  while (hole > top && less(v[first + parent]!, value)) {
    v[first + hole] = v[first + parent]!;
    hole = parent;
    parent = Math.floor((hole - 1) / 2);
  }
  v[first + hole] = value;
}

function adjustHeap<T>(v: T[], first: number, hole: number, len: number, value: T, less: Less<T>): void {
  const top = hole;
  let child = hole;
  while (child < Math.floor((len - 1) / 2)) {
    child = 2 * (child + 1);
    if (less(v[first + child]!, v[first + child - 1]!)) child--;
    v[first + hole] = v[first + child]!;
    hole = child;
  }
  if ((len & 1) === 0 && child === Math.floor((len - 2) / 2)) {
    child = 2 * (child + 1);
    v[first + hole] = v[first + child - 1]!;
    hole = child - 1;
  }
  pushHeap(v, first, hole, top, value, less);
}

function makeHeap<T>(v: T[], first: number, last: number, less: Less<T>): void {
  const len = last - first;
  if (len < 2) return;
  for (let parent = Math.floor((len - 2) / 2); ; parent--) {
    adjustHeap(v, first, parent, len, v[first + parent]!, less);
    if (parent === 0) return;
  }
}

/** Moves the heap's top to `result` and sifts result's old value into the heap [first, last). */
function popHeap<T>(v: T[], first: number, last: number, result: number, less: Less<T>): void {
  const value = v[result]!;
  v[result] = v[first]!;
  adjustHeap(v, first, 0, last - first, value, less);
}

function heapSelect<T>(v: T[], first: number, middle: number, last: number, less: Less<T>): void {
  makeHeap(v, first, middle, less);
  for (let i = middle; i < last; i++) if (less(v[i]!, v[first]!)) popHeap(v, first, middle, i, less);
}

function sortHeap<T>(v: T[], first: number, last: number, less: Less<T>): void {
  while (last - first > 1) {
    last--;
    popHeap(v, first, last, last, less);
  }
}

function unguardedLinearInsert<T>(v: T[], last: number, less: Less<T>): void {
  const value = v[last]!;
  let next = last - 1;
  while (less(value, v[next]!)) {
    v[last] = v[next]!;
    last = next;
    next--;
  }
  v[last] = value;
}

function insertionSort<T>(v: T[], first: number, last: number, less: Less<T>): void {
  if (first === last) return;
  for (let i = first + 1; i < last; i++) {
    if (less(v[i]!, v[first]!)) {
      const value = v[i]!;
      v.copyWithin(first + 1, first, i);
      v[first] = value;
    } else {
      unguardedLinearInsert(v, i, less);
    }
  }
}

/** Puts the median of a, b, c at `result`. */
function moveMedianToFirst<T>(v: T[], result: number, a: number, b: number, c: number, less: Less<T>): void {
  const [x, y, z] = [v[a]!, v[b]!, v[c]!];
  if (less(x, y)) {
    if (less(y, z)) swap(v, result, b);
    else if (less(x, z)) swap(v, result, c);
    else swap(v, result, a);
  } else if (less(x, z)) swap(v, result, a);
  else if (less(y, z)) swap(v, result, c);
  else swap(v, result, b);
}

function unguardedPartitionPivot<T>(v: T[], first: number, last: number, less: Less<T>): number {
  const mid = first + Math.floor((last - first) / 2);
  moveMedianToFirst(v, first, first + 1, mid, last - 1, less);
  const pivot = first;
  let lo = first + 1, hi = last;
  for (;;) {
    while (less(v[lo]!, v[pivot]!)) lo++;
    hi--;
    while (less(v[pivot]!, v[hi]!)) hi--;
    if (!(lo < hi)) return lo;
    swap(v, lo, hi);
    lo++;
  }
}

/** std::nth_element(v.begin() + first, v.begin() + nth, v.begin() + last, less). */
export function nthElement<T>(v: T[], first: number, nth: number, last: number, less: Less<T>): void {
  if (first === last || nth === last) return;
  let depth = lg(last - first) * 2;
  while (last - first > 3) {
    if (depth === 0) {
      heapSelect(v, first, nth + 1, last, less);
      swap(v, first, nth);
      return;
    }
    depth--;
    const cut = unguardedPartitionPivot(v, first, last, less);
    if (cut <= nth) first = cut;
    else last = cut;
  }
  insertionSort(v, first, last, less);
}

/** std::partial_sort(v.begin() + first, v.begin() + middle, v.begin() + last, less). */
export function partialSort<T>(v: T[], first: number, middle: number, last: number, less: Less<T>): void {
  heapSelect(v, first, middle, last, less);
  sortHeap(v, first, middle, less);
}

const THRESHOLD = 16;

function introsortLoop<T>(v: T[], first: number, last: number, depth: number, less: Less<T>): void {
  while (last - first > THRESHOLD) {
    if (depth === 0) {
      partialSort(v, first, last, last, less);
      return;
    }
    depth--;
    const cut = unguardedPartitionPivot(v, first, last, less);
    introsortLoop(v, cut, last, depth, less);
    last = cut;
  }
}

/** std::sort(v.begin() + first, v.begin() + last, less). */
export function introsort<T>(v: T[], first: number, last: number, less: Less<T>): void {
  if (first === last) return;
  introsortLoop(v, first, last, lg(last - first) * 2, less);
  if (last - first > THRESHOLD) {
    insertionSort(v, first, first + THRESHOLD, less);
    for (let i = first + THRESHOLD; i < last; i++) unguardedLinearInsert(v, i, less);
  } else {
    insertionSort(v, first, last, less);
  }
}
