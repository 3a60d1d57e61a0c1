/**
 * matplotlib and tqdm in a real browser, through lesson 2's own cells: its training loop's trange shows a progress
 * bar that ends full, and its loss figure (plt.show()) is drawn as an SVG in the cell's output and stays there.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { cell, waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/02-modules/';
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

test('a trange loop shows a progress bar and plt.show() draws a figure into the cell', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');

  const bar = cell(page, 'train').locator('.progress-bar[data-state="done"]');
  await bar.waitFor();
  const progress = bar.locator('progress');
  assert.equal(await progress.getAttribute('aria-label'), 'Progress');
  assert.deepEqual(await progress.evaluate((p: HTMLProgressElement) => [p.value, p.max]), [10000, 10000]);
  assert.match(await bar.locator('.progress-text').innerText(), /^training: 100% 10000\/10000 \[\d\d:\d\d<00:00, +[\d.]+it\/s\]$/);
  // the live loss curve is still there beside it
  assert.equal(await cell(page, 'train').locator('[data-plot="loss"]').getAttribute('data-points'), '100');

  const svg = cell(page, 'loss-figure').locator('figure.mpl-figure > svg');
  await svg.waitFor();
  assert.equal(await svg.getAttribute('aria-label'), 'Figure: Fitting y = 5x + 3');
  assert.equal(await svg.locator('[data-mark="line"] path').count(), 1, 'one line: the recorded loss');
  assert.match(await svg.innerHTML(), /mean squared error/);
  const box = await svg.boundingBox();
  assert.ok(box && box.width > 300 && box.height > 100, `the figure is drawn at a readable size: ${JSON.stringify(box)}`);
  await cell(page, 'loss-figure').screenshot({ path: join(OUT, 'modules-loss-figure.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
