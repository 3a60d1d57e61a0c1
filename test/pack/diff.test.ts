/** pack:diff: up to date after a fork; after upstream edits, the changed, added and removed lessons, with diffs. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPack } from '../../src/lessons/pack.ts';
import { formatUpstreamDiff } from '../../scripts/pack/diff.ts';
import { writeManifest } from '../../scripts/pack/folders.ts';
import { forkPack } from '../../scripts/pack/fork.ts';
import { basePath, upstreamStatus } from '../../scripts/pack/upstream.ts';
import { editLine, numbered, tmpRoot, writePack } from './tmp-packs.ts';

function forked() {
  const root = tmpRoot();
  const upstream = writePack(root, 'course', { '01-a.mdx': numbered(10), '02-b.mdx': numbered(4) });
  forkPack(root, 'course', 'mine');
  return { root, upstream, diff: () => formatUpstreamDiff(upstreamStatus(root, 'mine')) };
}

describe('pack:diff', () => {
  it('says the fork is up to date, also when only its own lessons changed', () => {
    const { root, diff } = forked();
    expect(diff()).toBe('mine is up to date with course 1.0.0');
    editLine(join(root, 'mine', '01-a.mdx'), 'line 2', 'my line 2');
    expect(diff()).toBe('mine is up to date with course 1.0.0');
  });

  it('names the lesson upstream changed and shows the change from the base', () => {
    const { upstream, diff } = forked();
    editLine(join(upstream, '01-a.mdx'), 'line 5', 'line five');
    const text = diff();
    expect(text).toContain('changed upstream: 01-a.mdx');
    expect(text).not.toContain('02-b.mdx');
    expect(text).toContain('--- course/01-a.mdx\tcourse 1.0.0');
    expect(text).toContain('\n line 4\n-line 5\n+line five\n line 6\n');
  });

  it('reports lessons added and removed upstream, and its new version', () => {
    const { upstream, diff } = forked();
    const pack = readPack(upstream);
    rmSync(join(upstream, '02-b.mdx'));
    writePack(join(upstream, '..'), 'course', { '01-a.mdx': numbered(10), '03-c.mdx': 'c\n' });
    writeManifest(upstream, { ...pack.manifest, version: '1.1.0', lessons: ['01-a.mdx', '03-c.mdx'] });
    const text = diff();
    expect(text).toContain('mine has course 1.0.0; course has changed since, now course 1.1.0');
    expect(text).toContain('added upstream: 03-c.mdx');
    expect(text).toContain('removed upstream: 02-b.mdx');
    expect(text).not.toContain('changed upstream');
  });

  it('is an error for a pack that is not a fork, or whose base copy is gone', () => {
    const { root, upstream, diff } = forked();
    expect(() => upstreamStatus(root, 'course')).toThrow(/course is not a fork/);
    editLine(join(upstream, '02-b.mdx'), 'line 1', 'line one');
    rmSync(basePath(join(root, 'mine'), '02-b.mdx'));
    expect(diff).toThrow(/02-b\.mdx\.base: missing/);
  });
});
