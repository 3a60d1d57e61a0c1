/**
 * Which of a WebAssembly module's functions a workload calls, and the module cut down to those: every other
 * function keeps its index and type but its body becomes a single `unreachable`, so the module still validates and
 * links as before and compresses to a fraction, and a call outside the workload traps (a WebAssembly.RuntimeError
 * whose message is "unreachable") instead of running wrong code.
 *
 * Counting needs no new import, which would shift every function index: the counted module gets a second memory of
 * its own, exported as `calls`, and each function first stores 1 at its own index there (multi-memory, which V8 has).
 */

const CODE = 10;
const EXPORT = 7;
const MEMORY = 5;
/** The sections a memory section follows, in the binary's order (type, import, function, table). */
const BEFORE_MEMORY = new Set([1, 2, 3, 4]);
export const CALLS_EXPORT = 'calls';

interface Section { readonly id: number; readonly start: number; readonly end: number }
interface Body { readonly start: number; readonly end: number; readonly expr: number }

function unsigned(n: number): number[] {
  const out: number[] = [];
  do {
    const byte = n % 128;
    n = Math.floor(n / 128);
    out.push(n ? byte | 0x80 : byte);
  } while (n);
  return out;
}

function signed(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(byte & 0x40)) || (n === -1 && byte & 0x40)) return [...out, byte];
    out.push(byte | 0x80);
  }
}

class Reader {
  private readonly bytes: Uint8Array;
  at: number;
  constructor(bytes: Uint8Array, at: number) {
    this.bytes = bytes;
    this.at = at;
  }
  u32(): number {
    let result = 0;
    for (let shift = 1; ; shift *= 128) {
      const byte = this.bytes[this.at++]!;
      result += (byte & 0x7f) * shift;
      if (!(byte & 0x80)) return result;
    }
  }
}

function sections(wasm: Uint8Array): Section[] {
  const read = new Reader(wasm, 8);
  const out: Section[] = [];
  while (read.at < wasm.length) {
    const id = wasm[read.at++]!;
    const size = read.u32();
    out.push({ id, start: read.at, end: read.at + size });
    read.at += size;
  }
  return out;
}

function section(wasm: Uint8Array, id: number): Section {
  const found = sections(wasm).find((s) => s.id === id);
  if (!found) throw new Error(`the module has no section ${id}`);
  return found;
}

/** The code section's function bodies, with where each one's instructions start (after its locals). */
function bodies(wasm: Uint8Array): Body[] {
  const read = new Reader(wasm, section(wasm, CODE).start);
  return Array.from({ length: read.u32() }, () => {
    const size = read.u32();
    const start = read.at;
    const locals = new Reader(wasm, start);
    for (let groups = locals.u32(); groups > 0; groups--) {
      locals.u32();
      // value types are one byte, but for typed references (GC), which carry a heap type after them
      if (wasm[locals.at] === 0x63 || wasm[locals.at] === 0x64) throw new Error('typed references are not handled');
      locals.at++;
    }
    read.at = start + size;
    return { start, end: start + size, expr: locals.at };
  });
}

const vector = (count: number, items: Uint8Array[]): Uint8Array<ArrayBuffer> =>
  concat([Uint8Array.from(unsigned(count)), ...items]);

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The module with some sections' contents replaced, and optionally a memory section added where it belongs. */
function rebuild(wasm: Uint8Array, replaced: ReadonlyMap<number, Uint8Array>, memory?: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts = [wasm.subarray(0, 8)];
  const framed = (id: number, payload: Uint8Array) =>
    concat([Uint8Array.from([id, ...unsigned(payload.length)]), payload]);
  let added = !memory;
  for (const s of sections(wasm)) {
    if (!added && !BEFORE_MEMORY.has(s.id)) {
      if (s.id === MEMORY) throw new Error('the module already defines a memory');
      parts.push(framed(MEMORY, memory!));
      added = true;
    }
    const payload = replaced.get(s.id);
    parts.push(payload ? framed(s.id, payload) : framed(s.id, wasm.subarray(s.start, s.end)));
  }
  return concat(parts);
}

/**
 * The module with each function counting its calls in the exported memory `calls` (one byte a function, by its
 * index among the module's own functions). The module must import its memory, as Emscripten's threaded builds do,
 * so the counters are memory 1.
 */
export function countCalls(wasm: Uint8Array): Uint8Array<ArrayBuffer> {
  const list = bodies(wasm);
  const code = list.map((f, i) => {
    // i32.const i; i32.const 1; i32.store8 with an explicit memory index (flag 0x40): memory 1, align 0, offset 0
    const count = Uint8Array.from([0x41, ...signed(i), 0x41, 1, 0x3a, 0x40, 1, 0]);
    const body = concat([wasm.subarray(f.start, f.expr), count, wasm.subarray(f.expr, f.end)]);
    return concat([Uint8Array.from(unsigned(body.length)), body]);
  });
  const exports = section(wasm, EXPORT);
  const read = new Reader(wasm, exports.start);
  const count = read.u32();
  const name = new TextEncoder().encode(CALLS_EXPORT);
  const exported = concat([Uint8Array.from(unsigned(count + 1)), wasm.subarray(read.at, exports.end),
    Uint8Array.from(unsigned(name.length)), name, Uint8Array.from([2, ...unsigned(1)])]);
  const pages = Math.max(1, Math.ceil(list.length / 65536));
  return rebuild(wasm, new Map([[CODE, vector(list.length, code)], [EXPORT, exported]]),
    Uint8Array.from([1, 0, ...unsigned(pages)]));
}

/** The indices whose counter the counted module's `calls` memory has set. */
export function calledFunctions(calls: WebAssembly.Memory): number[] {
  return [...new Uint8Array(calls.buffer).entries()].filter(([, hit]) => hit).map(([i]) => i);
}

/** The module with the bodies of every function not in `called` replaced by `unreachable`. */
export function keepOnly(wasm: Uint8Array, called: ReadonlySet<number>): Uint8Array<ArrayBuffer> {
  const list = bodies(wasm);
  // no locals; unreachable; end
  const trap = Uint8Array.from([3, 0, 0x00, 0x0b]);
  const code = list.map((f, i) => (called.has(i)
    ? concat([Uint8Array.from(unsigned(f.end - f.start)), wasm.subarray(f.start, f.end)])
    : trap));
  return rebuild(wasm, new Map([[CODE, vector(list.length, code)]]));
}
