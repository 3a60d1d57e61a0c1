/** pack:new: a pack that validates, whose starter lesson passes `npm run check`, and refusals that leave no trace. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLessonCells } from '../../src/lessons/read.ts';
import { verifyLesson } from '../../src/lessons/verify.ts';
import { PackError, readPack } from '../../src/lessons/pack.ts';
import { createNodeSession } from '../../src/runtime/node.ts';
import { newPack, STARTER_FILE } from '../../scripts/pack/new.ts';
import { read, tmpRoot } from './tmp-packs.ts';

const cli = join(import.meta.dirname, '..', '..', 'scripts', 'pack', 'cli.ts');

describe('pack:new', () => {
  it('makes a valid pack whose starter lesson passes its checks and has an exercise', async () => {
    const root = tmpRoot();
    newPack(root, 'intro-to-tensors');
    const { manifest, dir } = readPack(join(root, 'intro-to-tensors'));
    expect(manifest).toMatchObject({ name: 'intro-to-tensors', title: 'Intro to tensors', version: '1.0.0', lessons: [STARTER_FILE] });
    expect(manifest.description).not.toBe('');
    const frontmatter = read(join(dir, STARTER_FILE)).match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
    expect(frontmatter.split('\n').map((l) => l.split(':')[0])).toEqual(['title', 'summary']);

    const cells = readLessonCells(join(dir, STARTER_FILE));
    expect(cells.map((c) => c.kind)).toEqual(['cell', 'exercise', 'solution', 'check']);
    expect(cells[0]!.code).toContain('# =>');
    const verdict = await verifyLesson(await createNodeSession({ cuda: false }), cells);
    expect(verdict.problems).toEqual([]);
    expect(verdict.exercises).toBe(1);
    expect(verdict.checks).toBeGreaterThan(0);
  });

  it('refuses a name that is not a slug, or a folder that exists, creating nothing', () => {
    const root = tmpRoot();
    expect(() => newPack(root, 'My Pack')).toThrow(PackError);
    expect(() => newPack(root, '-pack')).toThrow(/not a pack name/);
    expect(readdirSync(root)).toEqual([]);
    newPack(root, 'taken');
    expect(() => newPack(root, 'taken')).toThrow(/taken already exists/);
  });

  it('is a command: usage on wrong arguments, exit 1 on refusal, a pack under --root', () => {
    const root = tmpRoot();
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
    const bare = run('new');
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain('npm run pack:new -- NAME');
    expect(run('new', 'a', 'b', '--root', root).status).toBe(1);
    expect(run('new', 'x', '--nope').stderr).toContain("Unknown option '--nope'");
    expect(run('new', 'from-cli', '--root', root).status).toBe(0);
    expect(existsSync(join(root, 'from-cli', 'pack.json'))).toBe(true);
    const again = run('new', 'from-cli', '--root', root);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
  });
});
