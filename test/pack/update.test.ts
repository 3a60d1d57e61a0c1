/** pack:update: three-way merges of upstream's changes into a fork, conflicts marked, the record moved on. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { packManifest, sha256Of } from '../../src/lessons/pack.ts';
import { hasConflictMarkers, mergeText } from '../../src/lessons/merge.ts';
import { formatUpstreamDiff } from '../../scripts/pack/diff.ts';
import { writeManifest } from '../../scripts/pack/folders.ts';
import { forkPack } from '../../scripts/pack/fork.ts';
import { basePath, upstreamStatus } from '../../scripts/pack/upstream.ts';
import { formatUpdate, updateCommand, updatePack } from '../../scripts/pack/update.ts';
import { editLine, numbered, read, tmpRoot, writePack } from './tmp-packs.ts';

function forked() {
  const root = tmpRoot();
  const upstream = writePack(root, 'course', { '01-a.mdx': numbered(12), '02-b.mdx': numbered(3) }, { 'x.csv': '1\n' });
  const mine = forkPack(root, 'course', 'mine').dir;
  // a new upstream release: the manifest as it is on disk (removed lessons may still be listed), then changed
  const release = (version: string, lessons?: string[]) => {
    const manifest = packManifest.parse(JSON.parse(read(join(upstream, 'pack.json'))));
    writeManifest(upstream, { ...manifest, version, lessons: lessons ?? manifest.lessons });
  };
  return { root, upstream, mine, release };
}

describe('mergeText', () => {
  const labels = { ours: 'mine', theirs: 'course 1.1.0' };

  it('combines changes to different lines', () => {
    const merged = mergeText('A\nb\nc\nd\n', 'a\nb\nc\nd\n', 'a\nb\nc\nD\n', labels);
    expect(merged).toEqual({ text: 'A\nb\nc\nD\n', conflicts: 0 });
  });

  it('marks both versions of a line both sides changed, ours first', () => {
    const merged = mergeText('a\nmine\nc\n', 'a\nb\nc\n', 'a\ntheirs\nc\n', labels);
    expect(merged).toEqual({ text: 'a\n<<<<<<< mine\nmine\n=======\ntheirs\n>>>>>>> course 1.1.0\nc\n', conflicts: 1 });
    expect(hasConflictMarkers(merged.text)).toBe(true);
    expect(hasConflictMarkers('a <<<<<<< b\n')).toBe(false);
  });

  it('takes the same change made on both sides once', () => {
    expect(mergeText('a\nB\n', 'a\nb\n', 'a\nB\n', labels)).toEqual({ text: 'a\nB\n', conflicts: 0 });
  });
});

describe('pack:update', () => {
  it('merges a change to other lines than the fork changed cleanly, and moves the record on', () => {
    const { root, upstream, mine, release } = forked();
    editLine(join(mine, '01-a.mdx'), 'line 2', 'my line 2');
    editLine(join(upstream, '01-a.mdx'), 'line 10', 'new line 10');
    release('1.1.0');
    const update = updatePack(root, 'mine');
    expect(update.lessons).toEqual([{ file: '01-a.mdx', kind: 'merged' }]);
    const text = read(join(mine, '01-a.mdx'));
    expect(text).toBe(numbered(12).replace('line 2\n', 'my line 2\n').replace('line 10\n', 'new line 10\n'));
    expect(update.fork.manifest.upstream?.version).toBe('1.1.0');
    expect(update.fork.manifest.upstream?.lessons['01-a.mdx']).toBe(sha256Of(read(join(upstream, '01-a.mdx'))));
    expect(read(basePath(mine, '01-a.mdx'))).toBe(read(join(upstream, '01-a.mdx')));
    expect(update.fork.manifest.version).toBe('1.0.0');
    expect(formatUpstreamDiff(upstreamStatus(root, 'mine'))).toBe('mine is up to date with course 1.1.0');
    expect(formatUpdate(updatePack(root, 'mine'))).toBe('mine is up to date with course 1.1.0');
  });

  it('leaves conflict markers where both changed the same lines, exits 1, and refuses to run again until resolved', async () => {
    const { root, upstream, mine, release } = forked();
    editLine(join(mine, '01-a.mdx'), 'line 5', 'my line 5');
    editLine(join(upstream, '01-a.mdx'), 'line 5', 'their line 5');
    editLine(join(upstream, '02-b.mdx'), 'line 1', 'their line 1');
    release('2.0.0');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const code = await updateCommand.run(['mine'], root);
    expect(code).toBe(1);
    expect(log.mock.calls.join('\n')).toContain('CONFLICTS: 01-a.mdx (1)');
    log.mockRestore();
    expect(read(join(mine, '01-a.mdx'))).toContain('line 4\n<<<<<<< mine\nmy line 5\n=======\ntheir line 5\n>>>>>>> course 2.0.0\nline 6\n');
    expect(read(join(mine, '02-b.mdx'))).toBe(read(join(upstream, '02-b.mdx')));
    expect(() => updatePack(root, 'mine')).toThrow(/still has conflict markers in 01-a\.mdx/);
    expect(formatUpstreamDiff(upstreamStatus(root, 'mine'))).toContain('mine still has conflict markers in 01-a.mdx');
  });

  it('reports what it merged and what conflicts', () => {
    const { root, upstream, mine, release } = forked();
    editLine(join(mine, '01-a.mdx'), 'line 5', 'my line 5');
    editLine(join(upstream, '01-a.mdx'), 'line 5', 'their line 5');
    editLine(join(upstream, '02-b.mdx'), 'line 1', 'their line 1');
    release('2.0.0');
    const text = formatUpdate(updatePack(root, 'mine'));
    expect(text).toContain('Updated mine from course 1.0.0 to course 2.0.0:');
    expect(text).toContain('merged cleanly: 02-b.mdx');
    expect(text).toContain('CONFLICTS: 01-a.mdx (1)');
  });

  it('adds lessons new upstream in upstream order with their data, and drops ones removed there that the fork left alone', () => {
    const { root, upstream, mine, release } = forked();
    rmSync(join(upstream, '02-b.mdx'));
    writePack(root, 'course', { '00-intro.mdx': 'hello\n', '01-a.mdx': numbered(12), '01b-more.mdx': 'more\n' }, { 'x.csv': '2\n', 'y.csv': 'y\n' });
    release('1.1.0', ['00-intro.mdx', '01-a.mdx', '01b-more.mdx']);
    const update = updatePack(root, 'mine');
    expect(update.fork.manifest.lessons).toEqual(['00-intro.mdx', '01-a.mdx', '01b-more.mdx']);
    expect(update.lessons).toEqual(expect.arrayContaining([
      { file: '00-intro.mdx', kind: 'added' }, { file: '01b-more.mdx', kind: 'added' }, { file: '02-b.mdx', kind: 'removed' },
    ]));
    expect(read(join(mine, '00-intro.mdx'))).toBe('hello\n');
    expect(update.data).toEqual(['y.csv']);
    expect(read(join(mine, 'data', 'x.csv'))).toBe('1\n');
    expect(Object.keys(update.fork.manifest.upstream?.lessons ?? {})).toEqual(['00-intro.mdx', '01-a.mdx', '01b-more.mdx']);
  });

  it('keeps a lesson removed upstream that the fork changed', () => {
    const { root, upstream, mine, release } = forked();
    editLine(join(mine, '02-b.mdx'), 'line 1', 'mine');
    rmSync(join(upstream, '02-b.mdx'));
    release('1.1.0', ['01-a.mdx']);
    const update = updatePack(root, 'mine');
    expect(update.lessons).toEqual([{ file: '02-b.mdx', kind: 'kept' }]);
    expect(update.fork.manifest.lessons).toEqual(['01-a.mdx', '02-b.mdx']);
    expect(update.fork.manifest.upstream?.lessons).not.toHaveProperty('02-b.mdx');
  });
});
