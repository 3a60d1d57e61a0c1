/**
 * Cumulative ops (cumsum, cumprod, logcumsumexp) as scans (ScanKernel). A backend with a scan of its own runs it in
 * its order (the GPU's parallel one); the others get the scan as an ordered scatter, whose row-major walk is
 * PyTorch's CPU loop: along `dim` each element finds its predecessor's running value already stored (`dim`'s stride
 * before it) and combines its own element into it.
 */
import type { Backend } from '../backend.ts';
import type { DType } from '../dtype.ts';
import type { ScanKernel, ScatterKernel } from '../ir/expr.ts';
import { arg, constant, coord, eq, input, load, neg, select, substitute } from '../ir/build.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { cast } from './util.ts';

/** The scan as a serial scatter over [out, input] into `out`: the running value is read back from `out`. */
export function scanAsScatter(kernel: ScanKernel, out: Tensor): ScatterKernel {
  const { dim, acc, init, map, combine, args } = kernel;
  const first = eq(coord(dim), 0);
  const previous = load(0, select(first, 0, neg(arg(args.length, 'i64'))), acc);
  const running = select(first, constant(init, acc), previous);
  const element = substitute(map, (e) => (e.kind === 'input' ? input(e.index + 1, e.type) : undefined));
  const body = substitute(combine, (e) => (e.kind === 'fold' ? (e.role === 'acc' ? running : element) : undefined));
  return { body, at: constant(0n), args: [...args, out.strides[dim]!] };
}

/** Runs `kernel` over `input` into `out` on the backend's own scan, or as the serial scatter. */
export function runScan(backend: Backend, kernel: ScanKernel, input: Tensor, out: Tensor): void {
  if (backend.scan) backend.scan(kernel, [input], out);
  else backend.scatter(scanAsScatter(kernel, out), [out, input], out);
}

/**
 * `self` scanned along `dim` into a new `accDtype` tensor (the running value's type, at::acc_type's), cast to `dtype`
 * at the end; a 0-dim tensor scans as one element.
 */
export function cumulative(self: Tensor, dim: number, dtype: DType, accDtype: DType,
  kernel: Omit<ScanKernel, 'dim'>, backend: Backend): Tensor {
  const lanes = self.ndim === 0 ? self.view([1], [1]) : self;
  const acc = Tensor.output(accDtype, lanes.shape);
  runScan(backend, { ...kernel, dim: wrapDim(dim, lanes.ndim) }, lanes, acc);
  const out = cast(acc, dtype, backend);
  return self.ndim === 0 ? out.view([], []) : out;
}
