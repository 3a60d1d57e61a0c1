// The site: lessons are MDX pages whose Python cells become live notebook cells (see src/lessons).
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import { defineConfig } from 'astro/config';
import { remarkCells } from './src/lessons/remark-cells.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { offline } from './src/integrations/offline.ts';
import { precompress } from './src/integrations/precompress.ts';
import { onnxRuntimeCut } from './src/integrations/onnxruntime-cut.ts';
import { torchSources } from './src/integrations/torch-sources.ts';

export default defineConfig({
  markdown: {
    processor: unified({ remarkPlugins: [remarkCells] }),
    shikiConfig: { themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }, defaultColor: false },
  },
  // the search index covers each lesson's text and code; an exercise's status and button are page chrome, and its
  // solution stays folded until asked for, so a search must not give it away
  // in this order: the offline list names the search index's files, and compression covers both
  integrations: [mdx(), searchIndex({ exclude: ['.exercise-controls', '.cell-solution'] }), offline(), precompress()],
  // cross-origin isolation: the page's Python worker then gets shared memory, so the engine's heap is shared and
  // its thread pool can run (every asset is same-origin, which require-corp allows)
  server: {
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
  vite: {
    // the page's Python worker imports the cut onnxruntime build and our Python packages' sources, and the worker's
    // bundle has plugins of its own
    plugins: [onnxRuntimeCut(), torchSources()],
    worker: { format: 'es', plugins: () => [onnxRuntimeCut(), torchSources()] },
    server: { fs: { allow: ['.'] } },
  },
});
