/**
 * onnxruntime-web for Python, as the JS module `_onnxruntime` behind our `onnxruntime` package: sessions created from
 * model bytes and run on typed arrays. onnxruntime-web is loaded on first use only, so pages that never run an ONNX
 * model never fetch it.
 *
 * The build loaded first may be cut down to the functions the lessons' models call (integrations/onnxruntime-cut.ts):
 * a model that needs any other traps there, and then the complete build, when one is given, is loaded and the model
 * created and run again on it, as are the sessions made before; the cut build is not used again.
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

const OPTIONS: Ort.InferenceSession.SessionOptions = { executionProviders: ['wasm'] };

/** A session, with its model kept to make it again on the complete build. */
interface Session {
  readonly model: Uint8Array;
  ort: OrtModule;
  session: Ort.InferenceSession;
}

/** What the cut build does where a function it left out would have run. */
const outsideCutBuild = (e: unknown) => e instanceof WebAssembly.RuntimeError && e.message === 'unreachable';

function describe(m: Ort.InferenceSession.ValueMetadata): [string, string, (number | string)[]] {
  return m.isTensor ? [m.name, m.type, [...m.shape]] : [m.name, '', []];
}

export function onnxRuntimeModule(load: () => Promise<OrtModule>, loadComplete?: () => Promise<OrtModule>) {
  let ort: Promise<OrtModule> | null = null;
  let complete = !loadComplete;
  async function withFallback<T>(task: (o: OrtModule) => Promise<T>): Promise<T> {
    const o = await (ort ??= load());
    try {
      return await task(o);
    } catch (e) {
      if (complete || !outsideCutBuild(e)) throw e;
      complete = true;
      ort = loadComplete!();
      return task(await ort);
    }
  }
  async function on(o: OrtModule, s: Session): Promise<Ort.InferenceSession> {
    if (s.ort !== o) {
      s.session = await o.InferenceSession.create(s.model.slice(), OPTIONS);
      s.ort = o;
    }
    return s.session;
  }
  return {
    create(model: Uint8Array): Promise<Session> {
      const bytes = model.slice();
      return withFallback(async (o) => ({
        model: bytes, ort: o, session: await o.InferenceSession.create(bytes.slice(), OPTIONS),
      }));
    },
    /** Each input's (or output's) [name, element type, shape]; a type of '' for a value that is not a tensor. */
    inputs: (s: Session) => s.session.inputMetadata.map(describe),
    outputs: (s: Session) => s.session.outputMetadata.map(describe),
    /** Runs with feeds given as parallel lists; the outputs as [name, type, dims, data] each. */
    run(s: Session, names: ArrayLike<string>, types: ArrayLike<string>,
      dims: ArrayLike<ArrayLike<number>>, datas: ArrayLike<ArrayLike<number>>, wanted: ArrayLike<string>) {
      return withFallback(async (o) => {
        const session = await on(o, s);
        const feeds: Record<string, Ort.Tensor> = {};
        for (let i = 0; i < names.length; i++) {
          const type = types[i]!;
          feeds[names[i]!] = new o.Tensor(type === 'bool' ? 'bool' : type as 'float32', TYPED[type]!(datas[i]!),
            Array.from(dims[i]!));
        }
        const results = await session.run(feeds);
        const order = wanted.length ? Array.from(wanted) : [...session.outputNames];
        return order.map((name) => {
          const t = results[name]!;
          const data = t.data as ArrayLike<number | bigint>;
          return [name, t.type, [...t.dims], t.type === 'int64' ? Array.from(data, (v) => Number(v)) : Array.from(data as ArrayLike<number>)];
        });
      });
    },
  };
}
