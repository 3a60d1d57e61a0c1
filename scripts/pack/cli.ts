/**
 * The pack commands for instructors: npm run pack:<command> -- ARGS [--root DIR].
 * --root works on another lessons folder than lessons/ (the tests run the commands on a temporary one).
 */
import { parseArgs } from 'node:util';
import { LESSONS_ROOT, PackError } from '../../src/lessons/pack.ts';
import { buildCommand } from './build.ts';
import type { PackCommand } from './command.ts';
import { diffCommand } from './diff.ts';
import { forkCommand } from './fork.ts';
import { newCommand } from './new.ts';
import { updateCommand } from './update.ts';

const COMMANDS: Record<string, PackCommand> = {
  new: newCommand,
  fork: forkCommand,
  diff: diffCommand,
  update: updateCommand,
  build: buildCommand,
};

function usage(only?: string): string {
  const lines = Object.entries(COMMANDS)
    .filter(([name]) => !only || name === only)
    .map(([name, c]) => `  npm run pack:${name} -- ${[...c.args, ...(c.takesRoot ? ['[--root DIR]'] : [])].join(' ')}\n      ${c.summary}`);
  return `Usage:\n${lines.join('\n')}\n  --root DIR: the folder of packs (default: ${LESSONS_ROOT}/)`;
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(`${name === undefined ? 'No command given' : `No pack command "${name}"`}.\n${usage()}`);
    return 1;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, ...(command.takesRoot ? { root: { type: 'string' } } : {}) },
    });
  } catch (e) {
    console.error(`${(e as Error).message}\n${usage(name)}`);
    return 1;
  }
  if (parsed.values.help) {
    console.log(usage(name));
    return 0;
  }
  if (parsed.positionals.length !== command.args.length) {
    console.error(`pack:${name} takes ${command.args.join(' ')}, got ${parsed.positionals.length ? parsed.positionals.join(' ') : 'nothing'}.\n${usage(name)}`);
    return 1;
  }
  const root = typeof parsed.values.root === 'string' ? parsed.values.root : LESSONS_ROOT;
  try {
    return await command.run(parsed.positionals, root);
  } catch (e) {
    if (!(e instanceof PackError)) throw e;
    console.error(`pack:${name}: ${e.message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
