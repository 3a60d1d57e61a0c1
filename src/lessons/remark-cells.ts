/**
 * Build step: wraps each lesson cell's code block in an element that carries its kind, id and options. The code
 * block itself stays, so Astro's highlighter renders it and the page shows highlighted code before any script
 * runs; the notebook script later mounts an editor in its place.
 */
import type { Root, RootContent } from 'mdast';
import { collectCells, parseMeta } from './cells.ts';

interface JsxAttribute { type: 'mdxJsxAttribute'; name: string; value: string }

const attr = (name: string, value: string): JsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

export function remarkCells() {
  return (tree: Root, file: { path?: string }) => {
    const cells = collectCells(tree, file.path);
    let index = 0;
    const wrap = (nodes: RootContent[]) => {
      nodes.forEach((node, i) => {
        if (node.type === 'code' && node.lang === 'python' && parseMeta(node.meta)) {
          const cell = cells[index++]!;
          const element = {
            type: 'mdxJsxFlowElement',
            name: 'div',
            attributes: [
              attr('class', `cell cell-${cell.kind}`),
              attr('data-cell', cell.kind),
              attr('data-id', cell.id),
              attr('data-options', JSON.stringify(cell.options)),
              ...(cell.exercise ? [attr('data-exercise', cell.exercise)] : []),
            ],
            children: [{ ...node, meta: null }],
          };
          nodes[i] = element as unknown as RootContent;
        } else if ('children' in node) {
          wrap(node.children as RootContent[]);
        }
      });
    };
    wrap(tree.children);
  };
}
