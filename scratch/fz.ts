import { call, fromValues, DTYPES, PyScalar, getOp } from '../engine/src/index.ts';
import { beginTrace, endTrace } from '../engine/src/trace.ts';
import { bind } from '../engine/src/ops/schema.ts';
const x = fromValues(Array.from({ length: 50 }, (_, i) => i / 10), [50], DTYPES.float32);
const two = fromValues([2], [], DTYPES.float64); (two as any).wrappedNumber = true;
for (const [name, args] of [['mul', [x, new PyScalar(2, 'float')]], ['exp', [x]]] as const) {
  const op = getOp(name);
  const b = bind(op.schema, args as any, {});
  console.log(name, Object.keys(b), op.fusable ? 'has fusable' : 'no fusable', op.fusable?.(b) ? 'fusable' : 'null');
}
