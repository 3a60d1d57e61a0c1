/**
 * logcumsumexp as PyTorch's CPU kernel scans a lane: the running value log(sum exp) folds in each element as
 * log1p(exp(min - max)) + max (LogAddExp.h's _log_add_exp_helper), in the accumulation type (on the CPU double for
 * float32 and float64, float for the half types; float on the GPU), cast to the result's dtype at the end.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, add, call, foldAcc, foldNext, input, isNaN, lt, ne, or, round32, select, sub } from '../ir/build.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { cumulative } from './cumulative.ts';
import { defineOp } from './registry.ts';

/**
 * _log_add_exp_helper(x, y) with y the running value: std::min and std::max keep their first argument against a NaN
 * one, so a NaN in y is taken explicitly; two equal infinities (no finite difference to take) give x back.
 */
function logAddExp(x: Expr, y: Expr, r: (e: Expr) => Expr): Expr {
  const yNaN = isNaN(y);
  const low = select(yNaN, y, select(lt(y, x), y, x));
  const high = select(yNaN, y, select(lt(x, y), y, x));
  const folded = r(add(r(call('log1p', r(call('exp', r(sub(low, high)))))), high));
  return select(or(ne(low, high), lt(abs(low), Infinity)), folded, x);
}

defineOp({
  schema: 'logcumsumexp(Tensor self, int dim) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    if (self.dtype.category !== 'float') {
      throw runtimeError(`"logcumsumexp_out_cpu" not implemented for '${self.dtype.scalarName}'`);
    }
    const wide = self.dtype === DTYPES.float64 || (self.dtype === DTYPES.float32 && self.storage.device !== 'webgpu');
    const r = (e: Expr) => (wide ? e : round32(e));
    const combine = logAddExp(foldNext('f64'), foldAcc('f64'), r);
    return cumulative(self, args['dim'] as number, self.dtype, wide ? DTYPES.float64 : DTYPES.float32,
      { acc: 'f64', init: -Infinity, map: input(0), combine, args: [] }, backend);
  },
});
