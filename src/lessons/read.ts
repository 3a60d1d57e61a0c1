/** Reads a lesson file from disk into its cells, with the same MDX parser family the site build uses. */
import { readFileSync } from 'node:fs';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { collectCells, type Cell } from './cells.ts';

export function readLessonCells(path: string): Cell[] {
  const source = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  return collectCells(tree, path);
}
