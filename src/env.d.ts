/// <reference types="astro/client" />

/** onnxruntime-web's WebAssembly build cut down to the lessons' models: its URL (integrations/onnxruntime-cut.ts). */
declare module 'virtual:onnxruntime-cut-wasm' {
  const url: string;
  export default url;
}

/**
 * Our Python packages' files: text for those read at start, URLs for the rest, and a hash of all of them
 * (integrations/torch-sources.ts).
 */
declare module 'virtual:torch-sources' {
  export const atStart: Record<string, string>;
  export const later: Record<string, string>;
  export const version: string;
}
