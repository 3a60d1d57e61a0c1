/** pack:diff DEST: what changed in DEST's upstream since the fork or the last update, as unified diffs. */
import { createTwoFilesPatch } from 'diff';
import type { PackCommand } from './command.ts';
import { unresolvedLessons, upstreamStatus, type UpstreamStatus } from './upstream.ts';

export function formatUpstreamDiff(status: UpstreamStatus): string {
  const { fork, recorded, upstream, changes } = status;
  const name = fork.manifest.name;
  const was = `${recorded.pack} ${recorded.version}`;
  const now = `${upstream.manifest.name} ${upstream.manifest.version}`;
  const out: string[] = [];
  const unresolved = unresolvedLessons(fork);
  if (unresolved.length) out.push(`${name} still has conflict markers in ${unresolved.join(', ')}`);
  if (!changes.length) {
    const version = recorded.version === upstream.manifest.version ? '' : ` (now version ${upstream.manifest.version}, with the same lessons)`;
    out.push(`${name} is up to date with ${was}${version}`);
    return out.join('\n');
  }
  const since = recorded.version === upstream.manifest.version ? ' (its version number is the same)' : `, now ${now}`;
  out.push(`${name} has ${was}; ${recorded.pack} has changed since${since}`);
  for (const kind of ['changed', 'added', 'removed'] as const) {
    const files = changes.filter((c) => c.kind === kind).map((c) => c.file);
    if (files.length) out.push(`${kind} upstream: ${files.join(', ')}`);
  }
  for (const change of changes) {
    if (change.kind !== 'changed') continue;
    const path = `${upstream.manifest.name}/${change.file}`;
    out.push('', createTwoFilesPatch(path, path, change.base, change.theirs, was, now).trimEnd());
  }
  out.push('', `npm run pack:update -- ${name} merges these into ${name}.`);
  return out.join('\n');
}

export const diffCommand: PackCommand = {
  args: ['DEST'],
  summary: 'what changed in the pack DEST was forked from, since the fork or the last update',
  takesRoot: true,
  run([dest], root) {
    console.log(formatUpstreamDiff(upstreamStatus(root, dest!)));
    return 0;
  },
};
