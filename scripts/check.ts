/**
 * npm run check [-- [--cpu] PATH]: runs every cell of every lesson under PATH (default: lessons/) in Node, as the page
 * runs them, and verifies every check; each exercise's starter must fail its check and its solution pass it.
 * The session has a cuda device when WebGPU has an adapter (SwiftShader without a GPU); `--cpu` runs it as a
 * CPU-only build, as a browser without WebGPU would, where cells marked `needs=cuda` do not run.
 * Exits non-zero on any failure.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readLessonCells } from '../src/lessons/read.ts';
import { verifyLesson } from '../src/lessons/verify.ts';
import { relaunchWithWebGpu } from '../src/runtime/webgpu-env.ts';

function lessonFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => join(path, f));
}

relaunchWithWebGpu();
const { createNodeSession } = await import('../src/runtime/node.ts');
const args = process.argv.slice(2);
const cpuOnly = args.includes('--cpu');
const target = resolve(args.find((a) => a !== '--cpu') ?? 'lessons');
const session = await createNodeSession({ cuda: !cpuOnly });
let failed = 0;
for (const file of lessonFiles(target)) {
  const name = relative(process.cwd(), file);
  try {
    const verdict = await verifyLesson(session, readLessonCells(file));
    if (verdict.problems.length) {
      failed += 1;
      console.log(`✗ ${name}`);
      for (const p of verdict.problems) console.log(`    ${p.replace(/\n/g, '\n    ')}`);
    } else {
      const ex = verdict.exercises;
      console.log(`✓ ${name}: ${verdict.checks} checks pass` +
        (ex ? `; ${ex} exercise${ex > 1 ? 's' : ''}: starter fails, solution passes` : ''));
    }
  } catch (e) {
    failed += 1;
    console.log(`✗ ${name}: ${(e as Error).message}`);
  }
}
if (failed) {
  console.log(`\n${failed} lesson${failed > 1 ? 's' : ''} failed`);
  process.exitCode = 1;
}
