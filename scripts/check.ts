/**
 * npm run check [-- PATH] [--json] [--junit FILE] [--cpu]: runs every cell of every lesson under PATH (a lesson file,
 * a pack folder lessons/NAME in its manifest's order, or lessons/, the default) in Node, as the page runs them, and
 * verifies every check; each exercise's starter must fail its check and its solution pass it. Each failure is named
 * by file:line. `--json` prints only a JSON document on stdout (progress goes to stderr); `--junit FILE` also
 * writes JUnit XML. The session has a cuda device when WebGPU has an adapter (SwiftShader without a GPU); `--cpu`
 * runs it as a CPU-only build, as a browser without WebGPU would, where cells marked `needs=cuda` do not run.
 * Exits 1 on any failure, or when a pack's manifest is malformed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { describeLesson, failedLessons, jsonReport, junitReport, type LessonResult } from '../src/lessons/check-report.ts';
import { lessonFilesAt } from '../src/lessons/check-targets.ts';
import { verifyLessonFile } from '../src/lessons/verify.ts';
import { relaunchWithWebGpu } from '../src/runtime/webgpu-env.ts';

const USAGE = 'usage: npm run check -- [PATH] [--json] [--junit FILE] [--cpu]';

relaunchWithWebGpu();
let flags: { json?: boolean; junit?: string; cpu?: boolean };
let files: string[];
try {
  const args = parseArgs({
    options: { json: { type: 'boolean' }, junit: { type: 'string' }, cpu: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (args.positionals.length > 1) throw new Error(`one PATH at most, not ${args.positionals.join(' ')}\n${USAGE}`);
  flags = args.values;
  files = lessonFilesAt(args.positionals[0] ?? 'lessons');
} catch (e) {
  // a wrong argument, a missing PATH or a malformed manifest (PackError, naming the file and field)
  console.error((e as Error).message);
  process.exit(1);
}

// in --json mode stdout carries the document alone: whatever else writes there (the runtime's loading messages,
// a cell's stray output) goes to stderr with the progress
const writeStdout = process.stdout.write.bind(process.stdout);
if (flags.json) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const { createNodeSession } = await import('../src/runtime/node.ts');
const session = await createNodeSession({ cuda: !flags.cpu });
const results: LessonResult[] = [];
for (const file of files) {
  const result = { file: relative(process.cwd(), file), verdict: await verifyLessonFile(session, file) };
  results.push(result);
  console.log(describeLesson(result));
}

const failed = failedLessons(results);
if (failed) console.log(`\n${failed} lesson${failed > 1 ? 's' : ''} failed`);
if (flags.junit) {
  mkdirSync(dirname(flags.junit), { recursive: true });
  writeFileSync(flags.junit, junitReport(results));
}
if (flags.json) writeStdout(`${JSON.stringify(jsonReport(results), null, 2)}\n`);
process.exitCode = failed ? 1 : 0;
