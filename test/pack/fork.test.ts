/** pack:fork: a full copy that records upstream's version, each lesson's sha256 and its text as the merge base. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPack, sha256Of } from '../../src/lessons/pack.ts';
import { forkPack } from '../../scripts/pack/fork.ts';
import { basePath } from '../../scripts/pack/upstream.ts';
import { numbered, read, tmpRoot, writePack } from './tmp-packs.ts';

describe('pack:fork', () => {
  it('copies lessons and data, and records hashes and base copies of every lesson', () => {
    const root = tmpRoot();
    const src = writePack(root, 'course', { '01-a.mdx': numbered(3), '02-b.mdx': 'b\n' }, { 'sets/x.csv': '1,2\n' });
    const fork = forkPack(root, 'course', 'my-course');
    expect(fork.manifest).toMatchObject({ name: 'my-course', title: 'My course', version: '1.0.0', lessons: ['01-a.mdx', '02-b.mdx'] });
    expect(fork.manifest.upstream).toEqual({
      pack: 'course',
      version: '1.0.0',
      lessons: { '01-a.mdx': sha256Of(numbered(3)), '02-b.mdx': sha256Of('b\n') },
    });
    expect(read(join(fork.dir, 'data', 'sets', 'x.csv'))).toBe('1,2\n');
    for (const file of fork.manifest.lessons) {
      expect(read(join(fork.dir, file))).toBe(read(join(src, file)));
      expect(read(basePath(fork.dir, file))).toBe(read(join(src, file)));
    }
    // the base copies are not lessons: the pack still lists exactly its own
    expect(readPack(fork.dir).manifest.lessons).toHaveLength(2);
  });

  it('takes a fork of a fork from its lessons, not from its own upstream record', () => {
    const root = tmpRoot();
    writePack(root, 'course', { '01-a.mdx': 'a\n' });
    forkPack(root, 'course', 'middle');
    const last = forkPack(root, 'middle', 'last');
    expect(last.manifest.upstream?.pack).toBe('middle');
    expect(readdirSync(join(last.dir, '.upstream'))).toEqual(['01-a.mdx.base']);
  });

  it('refuses a DEST that exists and a SRC that does not', () => {
    const root = tmpRoot();
    writePack(root, 'course', { '01-a.mdx': 'a\n' });
    writePack(root, 'other', { '01-a.mdx': 'mine\n' });
    expect(() => forkPack(root, 'course', 'other')).toThrow(/other already exists/);
    expect(read(join(root, 'other', '01-a.mdx'))).toBe('mine\n');
    expect(() => forkPack(root, 'nothing', 'copy')).toThrow(/nothing\/pack.json: missing/);
    expect(existsSync(join(root, 'copy'))).toBe(false);
  });
});
