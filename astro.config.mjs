// The site: lessons are MDX pages whose Python cells become live notebook cells (see src/lessons).
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import { defineConfig } from 'astro/config';
import { remarkCells } from './src/lessons/remark-cells.ts';

export default defineConfig({
  markdown: {
    processor: unified({ remarkPlugins: [remarkCells] }),
    shikiConfig: { theme: 'github-light' },
  },
  integrations: [mdx()],
  vite: {
    worker: { format: 'es' },
    server: { fs: { allow: ['.'] } },
  },
});
