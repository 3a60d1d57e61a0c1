/// <reference types="astro/client" />

/** onnxruntime-web's WebAssembly build cut down to the lessons' models: its URL (integrations/onnxruntime-cut.ts). */
declare module 'virtual:onnxruntime-cut-wasm' {
  const url: string;
  export default url;
}
