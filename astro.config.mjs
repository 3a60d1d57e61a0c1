// The site: lessons are MDX pages whose Python cells become live notebook cells (see src/lessons).
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import { defineConfig } from 'astro/config';
import { remarkCells } from './src/lessons/remark-cells.ts';

export default defineConfig({
  markdown: {
    processor: unified({ remarkPlugins: [remarkCells] }),
    shikiConfig: { themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }, defaultColor: false },
  },
  integrations: [mdx()],
  // cross-origin isolation: the page's Python worker then gets shared memory, so the engine's heap is shared and
  // its thread pool can run (every asset is same-origin, which require-corp allows)
  server: {
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
  vite: {
    worker: { format: 'es' },
    server: { fs: { allow: ['.'] } },
  },
});
