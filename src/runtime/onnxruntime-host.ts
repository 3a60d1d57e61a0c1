/**
 * onnxruntime-web for Python, as the JS module `_onnxruntime` behind our `onnxruntime` package: sessions created from
 * model bytes and run on typed arrays. onnxruntime-web is loaded on first use only, so pages that never run an ONNX
 * model never fetch it.
 */
import type * as Ort from 'onnxruntime-web';

type OrtModule = typeof Ort;

const TYPED: Record<string, (data: ArrayLike<number> | ArrayLike<bigint>) => Ort.Tensor['data']> = {
  float32: (d) => Float32Array.from(d as ArrayLike<number>),
  float64: (d) => Float64Array.from(d as ArrayLike<number>),
  int64: (d) => BigInt64Array.from(d as ArrayLike<bigint>, (v) => BigInt(v)),
  int32: (d) => Int32Array.from(d as ArrayLike<number>),
  bool: (d) => Uint8Array.from(d as ArrayLike<number>),
};

function describe(m: Ort.InferenceSession.ValueMetadata): [string, string, (number | string)[]] {
  return m.isTensor ? [m.name, m.type, [...m.shape]] : [m.name, '', []];
}

export function onnxRuntimeModule(load: () => Promise<OrtModule>) {
  let ort: Promise<OrtModule> | null = null;
  const get = () => (ort ??= load());
  return {
    async create(model: Uint8Array): Promise<Ort.InferenceSession> {
      const o = await get();
      return o.InferenceSession.create(model.slice(), { executionProviders: ['wasm'] });
    },
    /** Each input's (or output's) [name, element type, shape]; a type of '' for a value that is not a tensor. */
    inputs: (s: Ort.InferenceSession) => s.inputMetadata.map(describe),
    outputs: (s: Ort.InferenceSession) => s.outputMetadata.map(describe),
    /** Runs with feeds given as parallel lists; the outputs as [name, type, dims, data] each. */
    async run(s: Ort.InferenceSession, names: ArrayLike<string>, types: ArrayLike<string>,
      dims: ArrayLike<ArrayLike<number>>, datas: ArrayLike<ArrayLike<number>>, wanted: ArrayLike<string>) {
      const o = await get();
      const feeds: Record<string, Ort.Tensor> = {};
      for (let i = 0; i < names.length; i++) {
        const type = types[i]!;
        feeds[names[i]!] = new o.Tensor(type === 'bool' ? 'bool' : type as 'float32', TYPED[type]!(datas[i]!),
          Array.from(dims[i]!));
      }
      const results = await s.run(feeds);
      const order = wanted.length ? Array.from(wanted) : [...s.outputNames];
      return order.map((name) => {
        const t = results[name]!;
        const data = t.data as ArrayLike<number | bigint>;
        return [name, t.type, [...t.dims], t.type === 'int64' ? Array.from(data, (v) => Number(v)) : Array.from(data as ArrayLike<number>)];
      });
    },
  };
}
