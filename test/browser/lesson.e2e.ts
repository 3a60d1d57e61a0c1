/**
 * The Broadcasting lesson in a real browser: it renders highlighted code without scripts, runs every cell in the
 * worker until all checks pass, reacts to an edit that must make checks fail, keeps that edit across a reload,
 * resets it, and grades the exercise.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { readPacks } from '../../src/lessons/pack.ts';
import { launchChromium } from './chromium.ts';
import { cell, editorText, PYTHON_START, replaceCode, waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/03-broadcasting/';
const OUT = join(import.meta.dirname, '..', '..', 'test-output');

let site: Site;
let browser: Browser;

before(async () => {
  mkdirSync(OUT, { recursive: true });
  site = await serveSite();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.close();
});

const LESSONS = readPacks(join(import.meta.dirname, '..', '..', 'lessons'))
  .flatMap(({ manifest }) => manifest.lessons.map((file) => `${manifest.name}/${file.replace(/\.mdx$/, '')}`));

test('every lesson of every pack runs green in the browser', async () => {
  const context = await browser.newContext();
  for (const file of LESSONS) {
    const page = await context.newPage();
    await page.goto(`${site.url}${file}/`);
    await waitForSummary(page, 'pass');
    assert.equal(await page.locator('[data-check="fail"]').count(), 0, `${file} has failing checks`);
    const cells = await page.locator('[data-cell="cell"]').count();
    assert.equal(await page.locator('[data-cell="cell"][data-state="pass"]').count(), cells, `${file}: every cell passes`);
    await page.close();
  }
  await context.close();
});

test('a training cell streams its loss plot while it runs and keeps it afterwards', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}effective-pytorch/01-basics-and-autograd/`);
  const plot = cell(page, 'fit').locator('[data-plot="loss"]');
  await plot.waitFor({ timeout: PYTHON_START });
  await waitForSummary(page, 'pass');
  assert.equal(await plot.getAttribute('data-points'), '100', 'one point every 10 of 1000 steps');
  assert.match(await plot.locator('figcaption').innerText(), /loss: .* at step 990/);
  await page.screenshot({ path: join(OUT, 'basics-and-autograd.png'), fullPage: true });
  await context.close();
});

test('a later page starts from the compiled modules the first one kept', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // a module loaded compiled from the store is an unchecked-hash .pyc; one compiled on the page is timestamp-checked
  const fromStore = (page: Page, answer: string) =>
    cell(page, 'trap').locator('.value', { hasText: answer }).waitFor({ timeout: PYTHON_START });
  const first = await context.newPage();
  await first.goto(site.url + LESSON);
  await waitForSummary(first, 'pass');
  await replaceCode(first, 'trap', `import torch.nn.functional as F
open(F.__cached__, "rb").read()[4:8] == bytes([1, 0, 0, 0])`);
  await first.keyboard.press('Shift+Enter');
  await fromStore(first, 'False');
  // the store writes in the background
  await first.waitForFunction(async () => (await (await caches.open('python-bytecode')).keys()).length === 1);
  await first.close();
  // the edit is kept, so the next page runs it as it starts
  const second = await context.newPage();
  await second.goto(site.url + LESSON);
  await fromStore(second, 'True');
  await context.close();
});

test('shows highlighted code before any script runs', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url + LESSON);
  const code = cell(page, 'trap').locator('pre.astro-code');
  assert.match(await code.innerText(), /a = torch\.tensor\(\[\[1\.\], \[2\.\]\]\)/);
  const colours = await code.locator('span').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
  assert.ok(colours > 3, 'code is syntax highlighted');
  await context.close();
});

test('runs the lesson live, reacts to edits, keeps them, and grades the exercise', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(site.url + LESSON);

  // Every quoted value is checked and passes on a fresh run.
  await waitForSummary(page, 'pass');
  const passed = Number(await page.locator('[data-summary]').getAttribute('data-passed'));
  assert.ok(passed >= 12, `expected at least 12 passing checks, saw ${passed}`);
  assert.equal(await page.locator('[data-check="fail"]').count(), 0);
  assert.equal(await page.locator('[data-status]').getAttribute('data-state'), 'ready');
  assert.match(await cell(page, 'trap').locator('.value').innerText(), /tensor\(\[\[2\., 3\.\],\n\s+\[3\., 4\.\]\]\)/);
  assert.equal(await cell(page, 'trap').locator('.value-kind').innerText(), 'float32 · [2, 2]');
  assert.match(await cell(page, 'mismatch').locator('.traceback').innerText(),
    /RuntimeError: The size of tensor a \(2\) must match the size of tensor b \(4\) at non-singleton dimension 1/);
  // The lesson downloads as a notebook (prose, code and outputs) and as a script.
  const [notebookFile] = await Promise.all([page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .ipynb' }).click()]);
  const notebook = JSON.parse(readFileSync(await notebookFile.path(), 'utf8')) as {
    nbformat: number; cells: { cell_type: string; source: string[]; outputs?: { output_type: string }[] }[];
  };
  assert.equal(notebook.nbformat, 4);
  assert.equal(notebookFile.suggestedFilename(), '03-broadcasting.ipynb');
  const trapCode = await editorText(page, 'trap');
  const trapCell = notebook.cells.find((c) => c.cell_type === 'code' && c.source.join('') === trapCode);
  assert.ok(trapCell?.outputs?.some((o) => o.output_type === 'execute_result'), 'code cells carry their outputs');
  assert.ok(notebook.cells.some((c) => c.cell_type === 'markdown' && c.source.join('').startsWith('# ')));
  const [scriptFile] = await Promise.all([page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .py' }).click()]);
  const script = readFileSync(await scriptFile.path(), 'utf8');
  assert.match(script, /^# # /);
  assert.ok(script.includes(trapCode), 'the script holds the cells\' code');

  // the starter fails its check by design: no attempt yet, so nothing is graded
  assert.match(await page.locator('[data-exercise-status]').innerText(), /Not attempted yet/);
  assert.equal(await page.locator('[data-exercise-box]').getAttribute('data-solved'), null);

  // An edit that changes what the text quotes makes this cell's check and a later cell's check fail.
  const edited = 'a = torch.tensor([[1.], [2.]])\nb = torch.tensor([[1.], [2.]])\na + b\n# => tensor([[2., 3.],\n# =>         [3., 4.]])';
  await replaceCode(page, 'trap', edited);
  await page.keyboard.press('Shift+Enter');
  await waitForSummary(page, 'fail');
  await cell(page, 'sum').locator('[data-check="fail"]').waitFor();
  assert.equal(await cell(page, 'trap').getAttribute('data-state'), 'fail');
  assert.equal(await cell(page, 'fits').getAttribute('data-state'), 'pass', 'cells above the edit keep their results');
  assert.match(await cell(page, 'sum').locator('.mismatch pre.got').innerText(), /tensor\(6\.\)/);
  assert.ok(await cell(page, 'sum').locator('.mismatch pre.got mark.diff').count() > 0, 'the differing characters are marked');
  await page.screenshot({ path: join(OUT, 'broadcasting-edited.png'), fullPage: true });

  // The edit survives a reload, and the page re-runs with it.
  await page.reload();
  await waitForSummary(page, 'fail');
  assert.equal(await editorText(page, 'trap'), edited);
  assert.ok(await cell(page, 'trap').evaluate((el) => el.classList.contains('edited')));

  // Reset restores the lesson's code and everything passes again.
  await cell(page, 'trap').getByRole('button', { name: 'Reset' }).click();
  await waitForSummary(page, 'pass');
  assert.match(await editorText(page, 'trap'), /b = torch\.tensor\(\[1\., 2\.\]\)/);

  // An endless loop never freezes the page: Stop interrupts it, and the lesson runs again afterwards.
  const sizesCode = await editorText(page, 'sizes');
  await replaceCode(page, 'sizes', 'while True:\n    pass');
  await page.keyboard.press('Shift+Enter');
  const stop = page.getByRole('button', { name: 'Stop' });
  await stop.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => 6 * 7), 42, 'the main thread still answers while Python loops');
  await stop.click();
  await cell(page, 'sizes').getByText(/Stopped/).waitFor();
  await page.locator('[data-summary][data-state="stopped"]').waitFor();
  assert.match(await page.locator('[data-summary]').innerText(), /^Stopped: /, 'the header says the run stopped');
  await cell(page, 'sizes').getByRole('button', { name: 'Reset' }).click();
  await waitForSummary(page, 'pass');

  // After a Stop, Run on a cell below the stopped one runs the stopped cells above it first.
  await replaceCode(page, 'sizes', `import time\ntime.sleep(2)\n${sizesCode}`);
  await page.keyboard.press('Shift+Enter');
  await stop.waitFor({ state: 'visible' });
  await stop.click();
  await page.locator('[data-summary][data-state="stopped"]').waitFor();
  await page.locator('[data-cell="cell"]').last().getByRole('button', { name: 'Run' }).click();
  await waitForSummary(page, 'pass');
  await cell(page, 'sizes').getByRole('button', { name: 'Reset' }).click();
  await waitForSummary(page, 'pass');
  await page.getByRole('button', { name: 'Run all' }).click();
  await waitForSummary(page, 'pass');
  assert.equal(await page.locator('[data-check="fail"]').count(), 0);

  // The exercise: the solution is hidden until shown (after a question), and a correct answer is graded as solved.
  const solution = page.locator('[data-cell="solution"]');
  assert.equal(await solution.isVisible(), false);
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Show solution' }).click();
  assert.equal(await solution.isVisible(), false, 'declining the question keeps the solution hidden');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Show solution' }).click();
  assert.equal(await solution.isVisible(), true);
  await replaceCode(page, 'mse', `${await editorText(page, 'mse')}\n# a first try: the starter unchanged`);
  await page.keyboard.press('Shift+Enter');
  await page.locator('[data-exercise-box][data-solved="false"]').waitFor({ timeout: 30_000 });
  assert.match(await page.locator('[data-exercise-status]').innerText(), /Not solved yet: AssertionError/);
  await replaceCode(page, 'mse', 'def mse(prediction, target):\n    return ((prediction.view(-1) - target) ** 2).mean()');
  await page.keyboard.press('Shift+Enter');
  await page.locator('[data-exercise-box][data-solved="true"]').waitFor({ timeout: 30_000 });

  await page.screenshot({ path: join(OUT, 'broadcasting.png'), fullPage: true });
  assert.deepEqual(pageErrors, []);
  await context.close();
});

test('the engine setting runs the lesson on the JS reference backend and is remembered', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');
  const status = page.locator('[data-status]');
  assert.match(await status.innerText(), /WebAssembly engine/);
  await page.getByLabel('Engine').selectOption('js');
  await page.getByText(/JavaScript engine/).waitFor({ timeout: PYTHON_START });
  await page.getByRole('button', { name: 'Run all' }).click();
  await waitForSummary(page, 'pass');
  assert.equal(await page.locator('[data-check="fail"]').count(), 0);
  await page.reload();
  await waitForSummary(page, 'pass');
  assert.equal(await page.getByLabel('Engine').inputValue(), 'js');
  assert.match(await status.innerText(), /JavaScript engine/);
  await context.close();
});
