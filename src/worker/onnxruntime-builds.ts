/**
 * onnxruntime-web's plain WebAssembly build (no WebGPU) for the page's Python, on one thread, fetched the first time
 * a cell runs an ONNX model: first the build cut down to what the lessons' models call, and only should a model need
 * more, the complete one (see runtime/onnxruntime-host.ts). The library starts its WebAssembly once per instance, so
 * each build imports the library's file by a URL of its own.
 */
import library from 'onnxruntime-web/wasm?url';
import completeWasm from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import cutWasm from 'virtual:onnxruntime-cut-wasm';

type OrtModule = typeof import('onnxruntime-web');

async function load(build: string, wasm: string): Promise<OrtModule> {
  const ort = (await import(/* @vite-ignore */ `${library}?build=${build}`)) as OrtModule;
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.wasmPaths = { wasm };
  return ort;
}

export const loadOnnxRuntime = () => load('cut', cutWasm);
export const loadCompleteOnnxRuntime = () => load('complete', completeWasm);
