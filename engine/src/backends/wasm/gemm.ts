/**
 * Batched matrix product out[B,n,m] = a[B,n,k] @ b[B,k,m] in WebAssembly SIMD, for float32 (f32x4) and float64
 * (f64x2), emitted at run time over any `WebAssembly.Memory`.
 *
 * Bit-exact with the reference loop (`jsBackend.matmul`): every output is `acc = 0; acc = round(acc +
 * round(a[i,q] * b[q,j]))` for q = 0..k-1 in order. Each SIMD lane performs exactly those operations (a separate
 * mul then add, no FMA, no relaxed SIMD), so vectorising over j and tiling over i and j changes nothing. Blocking
 * over k is also exact: a partial sum parked in the output (or a tile buffer) between k blocks is already a value
 * of the element type, and the next block resumes from it in order.
 *
 * The fused float32 form (oneDNN's FMA order, MatmulMode) computes `acc = round(acc + a[i,q] * b[q,j])`: its panels
 * are packed as float64, where a float32 product is exact, and each lane's sum is rounded to float32 at once (a
 * demote and promote), so the accumulators hold float32 values in float64 lanes. An `accumulate` call starts
 * every output from its value in out.
 *
 * Layout (GotoBLAS): for each batch, column block (NC) and k block (KC), B is packed into NR-wide panels; for each
 * row block (MC) A is packed into MR-tall panels; a micro-kernel then holds an MR x NR tile of accumulators in
 * locals across its k loop. Packing makes every micro-kernel load contiguous whatever the views' strides, and
 * pads ragged edges by repeating the last valid row or column (those lanes are computed and never stored). Edge
 * tiles and outputs whose columns are not contiguous go through a small tile buffer.
 *
 * Work is split by rows: `rowStart`/`rowEnd` index the batch-flattened rows (row r is row r % n of batch
 * floor(r / n)), so a thread pool can give each worker a range and its own scratch.
 */
import { compileKernel, instantiateKernel, type KernelModule } from './kernel-module.ts';
import { type FunctionBuilder, type Local, ModuleBuilder } from './module-builder.ts';

export type GemmDtype = 'float32' | 'float64';
/** A gemm's element type, or the fused float32 form. */
export type GemmKind = GemmDtype | 'float32-fused';

/** Blocking and micro-kernel shape; the defaults below are tuned by bench/gemm.ts. */
export interface GemmConfig {
  readonly dtype: GemmDtype;
  /** Fused multiply-adds (float32 only): the panels and accumulators are float64. */
  readonly fused?: boolean;
  /** Micro-kernel rows (A values broadcast per k step). */
  readonly mr: number;
  /** Micro-kernel width in vectors (NR = nrVectors * lanes columns). */
  readonly nrVectors: number;
  /** k block: the depth of packed panels. */
  readonly kc: number;
  /** Row block: rows of A packed at once (a multiple of mr). */
  readonly mc: number;
  /** Column block: columns of B packed at once (a multiple of NR). */
  readonly nc: number;
}

/**
 * V8 gives wasm 15 vector registers on x64; a tile needs mr * nrVectors accumulators, nrVectors B vectors, the
 * broadcast A value and one product, so 4x2, 5x2 and 3x3 fit and 6x2 or 4x3 spill. The three measure alike
 * (bench/gemm.ts): each k step costs mr + nrVectors loads beside 2 * mr * nrVectors mul/add, and without FMA those
 * loads, not the arithmetic, are what is left to trim. 4x2 keeps A panels a whole number of vectors.
 */
export const DEFAULT_CONFIG: Readonly<Record<GemmKind, GemmConfig>> = {
  float32: { dtype: 'float32', mr: 4, nrVectors: 2, kc: 256, mc: 64, nc: 512 },
  float64: { dtype: 'float64', mr: 4, nrVectors: 2, kc: 256, mc: 64, nc: 256 },
  'float32-fused': { dtype: 'float32', fused: true, mr: 4, nrVectors: 2, kc: 256, mc: 64, nc: 256 },
};

/**
 * One batched product. Pointers are byte addresses in the memory; strides are in elements, [batch, row, col]
 * (any non-negative strides, 0 for a broadcast batch). out must not overlap a or b: partial sums are parked in it
 * between k blocks.
 */
export interface GemmArgs {
  readonly a: number;
  readonly aStrides: readonly [number, number, number];
  readonly b: number;
  readonly bStrides: readonly [number, number, number];
  readonly out: number;
  readonly outStrides: readonly [number, number, number];
  readonly n: number;
  readonly k: number;
  readonly m: number;
  /** Batch-flattened row range [rowStart, rowEnd) of out to compute; 0 and batch * n for the whole product. */
  readonly rowStart: number;
  readonly rowEnd: number;
  /** Byte address of `gemmScratchBytes(config)` bytes this call may overwrite (16-byte aligned is fastest). */
  readonly scratch: number;
  /** Whether each output starts from its value in out rather than from zero. */
  readonly accumulate?: boolean;
}

export interface Gemm {
  readonly config: GemmConfig;
  readonly scratchBytes: number;
  /** Its module, which worker threads instantiate to compute row ranges of the same product. */
  readonly kernel: KernelModule;
  run(args: GemmArgs): void;
  /** The raw export: (a, as0, ..., rowStart, rowEnd, scratch, accumulate), as MATMUL_PARAMS names them. */
  readonly matmul: (...args: number[]) => void;
}

const laneCount = (dtype: GemmDtype) => (dtype === 'float32' ? 4 : 2);
const elemBytes = (dtype: GemmDtype) => (dtype === 'float32' ? 4 : 8);
/** The type the panels are packed in and the micro-kernel computes in. */
const packedType = (config: GemmConfig): GemmDtype => (config.fused ? 'float64' : config.dtype);
/** Columns of the micro-kernel's tile. */
const tileWidth = (config: GemmConfig) => config.nrVectors * laneCount(packedType(config));

/** Scratch bytes one call needs: packed B block, packed A block (in the packed type), one edge tile. */
export function gemmScratchBytes(config: GemmConfig): number {
  return (config.kc * config.nc + config.mc * config.kc) * elemBytes(packedType(config))
    + config.mr * tileWidth(config) * elemBytes(config.dtype);
}

// ------------------------------------------------------------------------------------------------ emission

/** i32 loop `for (idx = start; idx < end; idx += step) body`, with its exit and continue labels. */
function forRange(f: FunctionBuilder, idx: Local, start: () => void, end: () => void, step: () => void,
  body: () => void): void {
  start();
  f.set(idx);
  f.block((exit) => f.loop((top) => {
    f.get(idx); end(); f.i32.ge_s(); f.br_if(exit);
    body();
    f.get(idx); step(); f.i32.add(); f.set(idx);
    f.br(top);
  }));
}

/** Pushes min(x, y) of two i32 values produced by the thunks. */
function minI32(f: FunctionBuilder, x: () => void, y: () => void): void {
  x(); y(); x(); y(); f.i32.lt_s(); f.select();
}

const konst = (f: FunctionBuilder, v: number) => () => f.i32.const(v);
const local = (f: FunctionBuilder, l: Local) => () => f.get(l);

/** Scalar float ops of the element type. */
function scalar(f: FunctionBuilder, dtype: GemmDtype) {
  return dtype === 'float32' ? f.f32 : f.f64;
}
function vector(f: FunctionBuilder, dtype: GemmDtype) {
  return dtype === 'float32' ? f.f32x4 : f.f64x2;
}

/**
 * pack(src, rowStride, colStride, rows, depth, dst): for each panel of `width` rows of src (a view of
 * rows x depth, strides in elements), writes depth groups of `width` values (one per row) to dst, converted from
 * `from` to `to`. Rows past the end repeat the last row. Packing A uses (A block, asRow, asK); packing B uses
 * (B block transposed: bsCol, bsK). A whole panel whose rows are adjacent in memory (rowStride 1, as for
 * row-major B) is copied a vector at a time (float32 pairs promoted to float64 for a fused gemm).
 */
function emitPack(mb: ModuleBuilder, from: GemmDtype, to: GemmDtype, width: number): FunctionBuilder {
  const es = elemBytes(from), out = elemBytes(to), promote = from !== to;
  const f = mb.function(['i32', 'i32', 'i32', 'i32', 'i32', 'i32']);
  const [src, rowStride, colStride, rows, depth, dst] = f.params as [Local, Local, Local, Local, Local, Local];
  const panel = f.local('i32'), q = f.local('i32'), colOff = f.local('i32'), colStep = f.local('i32');
  const rowPtr = Array.from({ length: width }, () => f.local('i32'));
  const s = scalar(f, from);
  // a vector stores 16 bytes: of the source as they are, or 8 of them promoted
  const chunk = promote ? 8 : 16;
  const vectors = (width * es) % chunk === 0 ? (width * es) / chunk : 0;
  const eachDepth = (copyGroup: () => void) => {
    f.i32.const(0); f.set(colOff);
    forRange(f, q, konst(f, 0), local(f, depth), konst(f, 1), () => {
      copyGroup();
      f.get(colOff); f.get(colStep); f.i32.add(); f.set(colOff);
      f.get(dst); f.i32.const(width * out); f.i32.add(); f.set(dst);
    });
  };
  const scalarPanel = () => {
    rowPtr.forEach((ptr, r) => {
      // src + min(panel + r, rows - 1) * rowStride * es
      f.get(src);
      minI32(f, () => { f.get(panel); f.i32.const(r); f.i32.add(); }, () => { f.get(rows); f.i32.const(1); f.i32.sub(); });
      f.get(rowStride); f.i32.mul(); f.i32.const(es); f.i32.mul(); f.i32.add(); f.set(ptr);
    });
    eachDepth(() => rowPtr.forEach((ptr, r) => {
      f.get(dst); f.get(ptr); f.get(colOff); f.i32.add(); s.load();
      if (promote) f.f64.promote_f32();
      scalar(f, to).store({ offset: r * out });
    }));
  };
  const vectorPanel = () => {
    f.get(src); f.get(panel); f.i32.const(es); f.i32.mul(); f.i32.add(); f.set(rowPtr[0]!);
    eachDepth(() => {
      for (let v = 0; v < vectors; v++) {
        f.get(dst); f.get(rowPtr[0]!); f.get(colOff); f.i32.add();
        if (promote) {
          f.v128.load64_zero({ offset: v * chunk }); f.f64x2.promote_low_f32x4();
        } else {
          f.v128.load({ offset: v * chunk });
        }
        f.v128.store({ offset: v * 16 });
      }
    });
  };

  f.get(colStride); f.i32.const(es); f.i32.mul(); f.set(colStep);
  forRange(f, panel, konst(f, 0), local(f, rows), konst(f, width), () => {
    if (vectors === 0) return scalarPanel();
    f.get(rowStride); f.i32.const(1); f.i32.eq();
    f.get(panel); f.i32.const(width); f.i32.add(); f.get(rows); f.i32.le_s(); f.i32.and();
    f.if(vectorPanel, scalarPanel);
  });
  return f;
}

/**
 * kernel(ap, bp, kc, c, ldc, first): the MR x NR tile c (row stride ldc bytes, contiguous columns) gets
 * packed A panel ap times packed B panel bp over kc steps; starts from zero if `first`, else from c.
 */
function emitKernel(mb: ModuleBuilder, config: GemmConfig): FunctionBuilder {
  const { mr, nrVectors, fused } = config;
  const dtype = packedType(config), lanes = laneCount(dtype);
  const es = elemBytes(dtype), nr = tileWidth(config);
  // bytes of c one vector of accumulators covers: float32 pairs in a fused kernel
  const cBytes = lanes * elemBytes(config.dtype);
  const f = mb.function(['i32', 'i32', 'i32', 'i32', 'i32', 'i32']);
  const [ap, bp, kc, c, ldc, first] = f.params as [Local, Local, Local, Local, Local, Local];
  const v = vector(f, dtype);
  const acc = Array.from({ length: mr }, () => Array.from({ length: nrVectors }, () => f.local('v128')));
  const bv = Array.from({ length: nrVectors }, () => f.local('v128'));
  const av = f.local('v128');
  const row = f.local('i32'), q = f.local('i32');
  const splat = dtype === 'float32' ? f.v128.load32_splat : f.v128.load64_splat;

  // Walks the rows of c: row = c + i * ldc.
  const eachRow = (body: (i: number) => void) => {
    f.get(c); f.set(row);
    for (let i = 0; i < mr; i++) {
      body(i);
      f.get(row); f.get(ldc); f.i32.add(); f.set(row);
    }
  };
  const loadC = (j: number) => {
    if (!fused) return f.v128.load({ offset: j * 16 });
    f.v128.load64_zero({ offset: j * cBytes }); f.f64x2.promote_low_f32x4();
  };
  f.get(first); f.i32.eqz();
  f.if(() => eachRow((i) => acc[i]!.forEach((a, j) => { f.get(row); loadC(j); f.set(a); })));

  const step = (u: number) => {
    bv.forEach((b, j) => { f.get(bp); f.v128.load({ offset: (u * nr + j * lanes) * es }); f.set(b); });
    for (let i = 0; i < mr; i++) {
      f.get(ap); splat({ offset: (u * mr + i) * es }); f.set(av);
      for (let j = 0; j < nrVectors; j++) {
        f.get(acc[i]![j]!); f.get(av); f.get(bv[j]!); v.mul(); v.add();
        // the sum rounded to float32 once, as an FMA rounds
        if (fused) { f.f32x4.demote_f64x2_zero(); f.f64x2.promote_low_f32x4(); }
        f.set(acc[i]![j]!);
      }
    }
  };
  const advance = (steps: number) => {
    f.get(ap); f.i32.const(steps * mr * es); f.i32.add(); f.set(ap);
    f.get(bp); f.i32.const(steps * nr * es); f.i32.add(); f.set(bp);
  };
  const unroll = 4;
  forRange(f, q, konst(f, unroll - 1), local(f, kc), konst(f, unroll), () => {
    for (let u = 0; u < unroll; u++) step(u);
    advance(unroll);
  });
  // q overshot by unroll - 1; finish the remaining kc % unroll steps one at a time
  f.get(q); f.i32.const(unroll - 1); f.i32.sub(); f.set(q);
  forRange(f, q, local(f, q), local(f, kc), konst(f, 1), () => { step(0); advance(1); });

  eachRow((i) => acc[i]!.forEach((a, j) => {
    f.get(row); f.get(a);
    if (!fused) return f.v128.store({ offset: j * 16 });
    f.f32x4.demote_f64x2_zero(); f.i64x2.extract_lane(0); f.i64.store({ offset: j * cBytes });
  }));
  return f;
}

/** copy(src, srcRow, srcCol, dst, dstRow, dstCol, rows, cols): a 2-D copy with byte strides. */
function emitCopy(mb: ModuleBuilder, dtype: GemmDtype): FunctionBuilder {
  const f = mb.function(['i32', 'i32', 'i32', 'i32', 'i32', 'i32', 'i32', 'i32']);
  const [src, srcRow, srcCol, dst, dstRow, dstCol, rows, cols] = f.params as [
    Local, Local, Local, Local, Local, Local, Local, Local];
  const i = f.local('i32'), j = f.local('i32'), s = f.local('i32'), d = f.local('i32');
  const t = scalar(f, dtype);
  forRange(f, i, konst(f, 0), local(f, rows), konst(f, 1), () => {
    f.get(src); f.get(i); f.get(srcRow); f.i32.mul(); f.i32.add(); f.set(s);
    f.get(dst); f.get(i); f.get(dstRow); f.i32.mul(); f.i32.add(); f.set(d);
    forRange(f, j, konst(f, 0), local(f, cols), konst(f, 1), () => {
      f.get(d); f.get(s); t.load(); t.store();
      f.get(s); f.get(srcCol); f.i32.add(); f.set(s);
      f.get(d); f.get(dstCol); f.i32.add(); f.set(d);
    });
  });
  return f;
}

/** The exported `matmul`'s i32 parameters, in order: byte pointers, element strides, sizes, rows, scratch. */
export const MATMUL_PARAMS = ['a', 'as0', 'as1', 'as2', 'b', 'bs0', 'bs1', 'bs2', 'out', 'os0', 'os1', 'os2', 'n', 'k', 'm',
  'rowStart', 'rowEnd', 'scratch', 'accumulate'] as const;

/** Builds the module for one configuration; `shared` must match the memory it will be instantiated against. */
export function buildGemmModule(config: GemmConfig, shared: boolean): Uint8Array<ArrayBuffer> {
  const { dtype, mr, kc: KC, mc: MC, nc: NC } = config;
  const es = elemBytes(dtype), nr = tileWidth(config), pes = elemBytes(packedType(config));
  if (MC % mr !== 0 || NC % nr !== 0) throw new Error('mc and nc must be multiples of the micro-kernel tile');
  const mb = new ModuleBuilder();
  mb.importMemory('env', 'memory', shared ? { min: 0, max: 65536, shared: true } : { min: 0 });
  const packA = emitPack(mb, dtype, packedType(config), mr);
  const packB = emitPack(mb, dtype, packedType(config), nr);
  const kernel = emitKernel(mb, config);
  const copy = emitCopy(mb, dtype);

  const f = mb.function(MATMUL_PARAMS.map(() => 'i32'));
  mb.exportFunction('matmul', f);
  const { a, as0, as1, as2, b, bs0, bs1, bs2, out, os0, os1, os2, n, k, m, rowStart, rowEnd, scratch, accumulate } =
    Object.fromEntries(MATMUL_PARAMS.map((name, i) => [name, f.params[i]!])) as
      Record<(typeof MATMUL_PARAMS)[number], Local>;
  const L = () => f.local('i32');
  const r = L(), p = L(), i0 = L(), i1 = L(), aBase = L(), bBase = L(), oBase = L();
  const jc = L(), ncur = L(), pc = L(), kcur = L(), ic = L(), mcur = L(), jr = L(), ir = L(), cptr = L();
  const bPack = L(), aPack = L(), tile = L();
  const I = f.i32;
  const mulEs = () => { I.const(es); I.mul(); };

  f.get(rowStart); f.get(rowEnd); I.ge_s();
  f.if(() => f.return());
  f.get(scratch); f.set(bPack);
  f.get(scratch); I.const(KC * NC * pes); I.add(); f.set(aPack);
  f.get(aPack); I.const(MC * KC * pes); I.add(); f.set(tile);

  // one pass per batch touched by [rowStart, rowEnd)
  f.get(rowStart); f.set(r);
  f.block((done) => f.loop((nextBatch) => {
    f.get(r); f.get(rowEnd); I.ge_s(); f.br_if(done);
    f.get(r); f.get(n); I.div_u(); f.set(p);
    f.get(r); f.get(p); f.get(n); I.mul(); I.sub(); f.set(i0);
    minI32(f, local(f, n), () => { f.get(rowEnd); f.get(p); f.get(n); I.mul(); I.sub(); });
    f.set(i1);
    f.get(a); f.get(p); f.get(as0); I.mul(); mulEs(); I.add(); f.set(aBase);
    f.get(b); f.get(p); f.get(bs0); I.mul(); mulEs(); I.add(); f.set(bBase);
    f.get(out); f.get(p); f.get(os0); I.mul(); mulEs(); I.add(); f.set(oBase);

    forRange(f, jc, konst(f, 0), local(f, m), konst(f, NC), () => {
      minI32(f, konst(f, NC), () => { f.get(m); f.get(jc); I.sub(); });
      f.set(ncur);
      // k blocks; runs once with kcur = 0 when k = 0, so the kernel still writes the zero result
      I.const(0); f.set(pc);
      f.loop((nextK) => {
        minI32(f, konst(f, KC), () => { f.get(k); f.get(pc); I.sub(); });
        f.set(kcur);
        // B block rows pc.., columns jc.. packed as panels of nr columns: pack(B^T block, bs2, bs1, ...)
        f.get(bBase); f.get(pc); f.get(bs1); I.mul(); f.get(jc); f.get(bs2); I.mul(); I.add(); mulEs(); I.add();
        f.get(bs2); f.get(bs1); f.get(ncur); f.get(kcur); f.get(bPack); f.call(packB);
        forRange(f, ic, local(f, i0), local(f, i1), konst(f, MC), () => {
          minI32(f, konst(f, MC), () => { f.get(i1); f.get(ic); I.sub(); });
          f.set(mcur);
          f.get(aBase); f.get(ic); f.get(as1); I.mul(); f.get(pc); f.get(as2); I.mul(); I.add(); mulEs(); I.add();
          f.get(as1); f.get(as2); f.get(mcur); f.get(kcur); f.get(aPack); f.call(packA);
          forRange(f, jr, konst(f, 0), local(f, ncur), konst(f, nr), () => {
            forRange(f, ir, konst(f, 0), local(f, mcur), konst(f, mr), () => {
              emitTile(f, kernel, copy, config, { ir, jr, ic, jc, pc, kcur, mcur, ncur, os1, os2, oBase, aPack,
                bPack, tile, cptr, accumulate });
            });
          });
        });
        f.get(pc); I.const(KC); I.add(); f.tee(pc); f.get(k); I.lt_s(); f.br_if(nextK);
      });
    });
    f.get(p); I.const(1); I.add(); f.get(n); I.mul(); f.set(r);
    f.br(nextBatch);
  }));
  return mb.finish();
}

/** The driver's locals a micro-tile reads. */
interface TileLocals {
  readonly ir: Local; readonly jr: Local; readonly ic: Local; readonly jc: Local; readonly pc: Local;
  readonly kcur: Local; readonly mcur: Local; readonly ncur: Local; readonly os1: Local; readonly os2: Local;
  readonly oBase: Local; readonly aPack: Local; readonly bPack: Local; readonly tile: Local; readonly cptr: Local;
  readonly accumulate: Local;
}

/** One micro-tile at (ic + ir, jc + jr): straight into out when whole and row-contiguous, else via the tile. */
function emitTile(f: FunctionBuilder, kernel: FunctionBuilder, copy: FunctionBuilder, config: GemmConfig,
  t: TileLocals): void {
  const { mr } = config;
  const es = elemBytes(config.dtype), nr = tileWidth(config), pes = elemBytes(packedType(config));
  const I = f.i32;
  const kernelArgs = () => {
    f.get(t.aPack); f.get(t.ir); f.get(t.kcur); I.mul(); I.const(pes); I.mul(); I.add();
    f.get(t.bPack); f.get(t.jr); f.get(t.kcur); I.mul(); I.const(pes); I.mul(); I.add();
    f.get(t.kcur);
  };
  // the first k block starts from zero, unless the call accumulates into out
  const first = () => { f.get(t.pc); f.get(t.accumulate); I.or(); I.eqz(); };
  const rows = () => minI32(f, konst(f, mr), () => { f.get(t.mcur); f.get(t.ir); I.sub(); });
  const cols = () => minI32(f, konst(f, nr), () => { f.get(t.ncur); f.get(t.jr); I.sub(); });
  const outStrides = () => { f.get(t.os1); I.const(es); I.mul(); f.get(t.os2); I.const(es); I.mul(); };
  const tileStrides = () => { I.const(nr * es); I.const(es); };

  // cptr = oBase + ((ic + ir) * os1 + (jc + jr) * os2) * es
  f.get(t.oBase);
  f.get(t.ic); f.get(t.ir); I.add(); f.get(t.os1); I.mul();
  f.get(t.jc); f.get(t.jr); I.add(); f.get(t.os2); I.mul();
  I.add(); I.const(es); I.mul(); I.add(); f.set(t.cptr);

  f.get(t.ir); I.const(mr); I.add(); f.get(t.mcur); I.le_s();
  f.get(t.jr); I.const(nr); I.add(); f.get(t.ncur); I.le_s(); I.and();
  f.get(t.os2); I.const(1); I.eq(); I.and();
  f.if(() => {
    kernelArgs(); f.get(t.cptr); f.get(t.os1); I.const(es); I.mul(); first(); f.call(kernel);
  }, () => {
    // a later k block resumes from the partial sums parked in out
    first(); I.eqz();
    f.if(() => { f.get(t.cptr); outStrides(); f.get(t.tile); tileStrides(); rows(); cols(); f.call(copy); });
    kernelArgs(); f.get(t.tile); I.const(nr * es); first(); f.call(kernel);
    f.get(t.tile); tileStrides(); f.get(t.cptr); outStrides(); rows(); cols(); f.call(copy);
  });
}

// -------------------------------------------------------------------------------------------- instantiation

const modules = new Map<string, KernelModule>();

/** The compiled module for a configuration, compiled once per (config, shared) and cached. */
export function gemmModule(config: GemmConfig, shared: boolean): KernelModule {
  const key = `${JSON.stringify(config)}|${shared}`;
  let kernel = modules.get(key);
  if (!kernel) {
    kernel = compileKernel(buildGemmModule(config, shared));
    modules.set(key, kernel);
  }
  return kernel;
}

/** A gemm bound to `memory` (shared or not). */
export function instantiateGemm(memory: WebAssembly.Memory, config: GemmConfig): Gemm {
  const shared = typeof SharedArrayBuffer !== 'undefined' && memory.buffer instanceof SharedArrayBuffer;
  const kernel = gemmModule(config, shared);
  const matmul = instantiateKernel(kernel.module, memory).exports['matmul'] as (...args: number[]) => void;
  return {
    config,
    scratchBytes: gemmScratchBytes(config),
    kernel,
    matmul,
    run: (g) => matmul(...gemmParams(g)),
  };
}

/** The raw export's arguments for a product. */
export const gemmParams = (g: GemmArgs): number[] => [g.a, ...g.aStrides, g.b, ...g.bStrides, g.out, ...g.outStrides,
  g.n, g.k, g.m, g.rowStart, g.rowEnd, g.scratch, g.accumulate ? 1 : 0];
