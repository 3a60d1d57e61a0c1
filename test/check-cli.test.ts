/**
 * `npm run check` as CI calls it: the real script on small fixture lessons (test/fixtures/check: a pack whose
 * manifest lists its passing lesson before its failing one, and two lessons that cannot be read), its exit code,
 * its --json document, its --junit XML, and file:line of each failure.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../src/lessons/check-report.ts';

const root = join(import.meta.dirname, '..');
const FIXTURES = 'test/fixtures/check';
const FAILING = `${FIXTURES}/demo/failing.mdx`;
const PASSING = `${FIXTURES}/demo/passing.mdx`;

interface Exit { code: number; stdout: string; stderr: string }

function check(...args: string[]): Promise<Exit> {
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/check.ts', ...args], { cwd: root, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      done({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** The text of a line of a lesson file, to see that a reported line is the one that holds the failure. */
const lineOf = (file: string, line: number) => readFileSync(join(root, file), 'utf8').split('\n')[line - 1];

const junitFile = join(mkdtempSync(join(tmpdir(), 'check-cli-')), 'reports', 'junit.xml');
let json: Exit;
let human: Exit;
let badManifest: Exit;
beforeAll(async () => {
  [json, human, badManifest] = await Promise.all([
    check(FIXTURES, '--json', '--junit', junitFile),
    check(PASSING, '--cpu'),
    check('test/fixtures/bad-manifest', '--json'),
  ]);
});

describe('npm run check --json', () => {
  it('exits 1 and prints only the JSON document, lessons of a pack in its manifest\'s order', () => {
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report.lessons.map((l) => l.file)).toEqual([
      `${FIXTURES}/stray-solution.mdx`, `${FIXTURES}/unparsable.mdx`, PASSING, FAILING,
    ]);
    expect(report.lessons[2]).toEqual({ file: PASSING, cells: 4, checks: 5, passed: 5, failed: [] });
    expect(report.lessons[3]).toEqual({
      file: FAILING, cells: 4, checks: 6, passed: 3,
      failed: [
        { line: 13, message: 'cell off-by-one line 2: expected "4", got "3"' },
        { line: 17, message: 'exercise too-easy: the starter already passes its check' },
        { line: 31, message: expect.stringMatching(/^cell typo raised:\nTraceback[^]*NameError: name 'w' is not defined$/) },
      ],
    });
    expect(lineOf(FAILING, 13)).toBe('y + 1  # => 4');
    expect(lineOf(FAILING, 17)).toBe('```python exercise id=too-easy');
    expect(lineOf(FAILING, 31)).toBe('z + w');
  });

  it('reports a lesson that cannot be read as a failure at the line where it goes wrong', () => {
    const [stray, unparsable] = (JSON.parse(json.stdout) as JsonReport).lessons;
    expect(stray).toEqual({
      file: `${FIXTURES}/stray-solution.mdx`, cells: 0, checks: 1, passed: 0,
      failed: [{ line: 6, message: 'a solution cell must follow an exercise cell' }],
    });
    expect(unparsable!.failed).toEqual([{ line: 12, message: expect.stringContaining('Unexpected closing tag `</span>`') }]);
    expect(lineOf(`${FIXTURES}/unparsable.mdx`, 12)).toBe('</span>');
  });

  it('sends the progress, with file:line of each failure, to stderr', () => {
    expect(json.stderr).toContain(`✗ ${FAILING}: 3 of 6 checks failed`);
    expect(json.stderr).toContain(`    ${FAILING}:13: cell off-by-one line 2: expected "4", got "3"`);
    expect(json.stderr).toContain(`    ${FAILING}:17: exercise too-easy: the starter already passes its check`);
    expect(json.stderr).toContain('3 lessons failed');
  });

  it('prints nothing on stdout and the manifest\'s problem on stderr when a pack\'s manifest is malformed', () => {
    expect(badManifest.code).toBe(1);
    expect(badManifest.stdout).toBe('');
    expect(badManifest.stderr).toContain('test/fixtures/bad-manifest/pack.json: field "version" must be a version like "1.0.0"');
  });
});

describe('npm run check --junit', () => {
  const parse = () => {
    const xml = readFileSync(junitFile, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new XMLParser({
      ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: true,
      isArray: (name) => name === 'testsuite' || name === 'testcase',
    });
    return parser.parse(xml).testsuites as {
      tests: number; failures: number;
      testsuite: { name: string; tests: number; failures: number; testcase: {
        name: string; classname: string; line: number; failure?: { message: string; '#text': string };
      }[] }[];
    };
  };

  it('writes a test suite per lesson and a test case per check and per exercise\'s starter and solution', () => {
    const suites = parse();
    expect(suites.testsuite.map((s) => s.name)).toEqual([
      `${FIXTURES}/stray-solution.mdx`, `${FIXTURES}/unparsable.mdx`, PASSING, FAILING,
    ]);
    expect([suites.tests, suites.failures]).toEqual([13, 5]);
    const failing = suites.testsuite[3]!;
    expect([failing.tests, failing.failures]).toEqual([6, 3]);
    expect(failing.testcase.map((t) => [t.name, t.line, t.failure?.message ?? null])).toEqual([
      ['ok: line 2 # => "2"', 8, null],
      ['off-by-one: line 2 # => "4"', 13, 'cell off-by-one line 2: expected "4", got "3"'],
      ['off-by-one: line 3 # => "6"', 14, null],
      ['too-easy: starter fails its check', 17, 'exercise too-easy: the starter already passes its check'],
      ['too-easy: solution passes its check', 21, null],
      ['typo: raises nothing unexpected', 31, 'cell typo raised:'],
    ]);
    expect(new Set(failing.testcase.map((t) => t.classname))).toEqual(new Set([FAILING]));
    expect(failing.testcase[1]!.failure!['#text']).toBe(`${FAILING}:13: cell off-by-one line 2: expected "4", got "3"`);
    // a check written as a fence option sits on the fence's line, a `# raises:` comment on its own
    expect(suites.testsuite[2]!.testcase.map((t) => [t.name, t.line, t.failure])).toEqual([
      ['sum: line 2 # => "tensor(3.)"', 8, undefined],
      ['shape: shape [2, 3]', 11, undefined],
      ['mismatch: raises "RuntimeError: The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"', 17, undefined],
      ['double: starter fails its check', 20, undefined],
      ['double: solution passes its check', 25, undefined],
    ]);
  });
});

describe('npm run check', () => {
  it('says what passed in words and exits 0 when every check passes (here in a CPU-only session)', () => {
    expect(human.code).toBe(0);
    expect(human.stdout.trim()).toBe(`✓ ${PASSING}: 5 checks pass in 4 cells; 1 exercise: starter fails, solution passes`);
  });
});
