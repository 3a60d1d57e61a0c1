/**
 * The page controls around the notebook, found by their accessible names as a reader (or a screen reader) finds
 * them: Dark mode, On this page, Copy, Reset all, Share (and opening a shared link), the index's progress and
 * Reset progress, the heatmap toggle, and the broadcasting explainer.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { cell, editorText, replaceCode, waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/03-broadcasting/';

let site: Site;
let browser: Browser;

before(async () => {
  site = await serveSite();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.close();
});

test('Dark mode follows the system until chosen, then keeps the choice', async () => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(site.url);
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'a dark system starts dark');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.notEqual(await background(), dark);
  await page.goto(site.url + LESSON);
  assert.equal(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed'), 'false',
    'the choice holds on the next page');
  await context.close();
});

test('On this page lists the lesson\'s sections and links to them', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url + LESSON);
  const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  assert.ok(await links.count() >= 2);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    assert.equal(await page.locator(`h2${href}`).count(), 1, `${href} names a section heading`);
  }
  await context.close();
});

test('Copy, Reset all and Share: edits travel by link without overwriting the reader\'s own', async () => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');

  // the confirmation shows for 2 s only: catch it as it is written rather than by polling for it (the handle holds
  // the promise in an object, as a handle to a promise itself would wait for it before the click)
  const watch = await cell(page, 'sizes').getByRole('status').evaluateHandle((element) => ({
    message: new Promise<string>((resolve) => {
      new MutationObserver(() => { if (element.textContent) resolve(element.textContent); })
        .observe(element, { childList: true, characterData: true, subtree: true });
      setTimeout(() => resolve('no message within 30 s'), 30_000);
    }),
  }));
  await cell(page, 'sizes').getByRole('button', { name: 'Copy' }).click();
  assert.equal(await watch.evaluate((w) => w.message), 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await editorText(page, 'sizes'));

  const shared = 'x = torch.ones(3, 1)\nx.shape';
  await replaceCode(page, 'sizes', shared);
  await page.getByRole('button', { name: 'Share' }).click();
  const field = page.getByRole('textbox', { name: 'Share link' });
  const link = await field.inputValue();
  assert.match(link, /#share=/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.match(await page.getByRole('region', { name: 'Share this page' }).innerText(), /edits to 1 cell/);

  // Reset all asks first; declining keeps the edit, accepting restores the lesson's code everywhere
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Reset all' }).click();
  assert.equal(await editorText(page, 'sizes'), shared);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Reset all' }).click();
  assert.notEqual(await editorText(page, 'sizes'), shared);
  assert.equal(await page.locator('.cell.edited').count(), 0);
  await waitForSummary(page, 'pass');

  // the reader's own edit of the same cell, saved on this browser
  const mine = 'y = torch.zeros(2)\ny.shape';
  await replaceCode(page, 'sizes', mine);

  // a fresh browser opening the link sees the shared edit
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  assert.equal(await editorText(other, 'sizes'), shared);
  await other.getByRole('region', { name: 'Shared edits' }).waitFor();
  await fresh.close();

  // here, the shared edit shows but the reader's stays stored until they choose
  await page.goto(link);
  assert.equal(await editorText(page, 'sizes'), shared);
  await page.reload();
  assert.equal(await editorText(page, 'sizes'), shared, 'the link is still in the address bar');
  await page.getByRole('button', { name: 'Use my edits' }).click();
  assert.equal(await editorText(page, 'sizes'), mine);
  await page.reload();
  assert.equal(await editorText(page, 'sizes'), mine, 'declining leaves the reader\'s edit, and the link is gone');

  await page.goto(link);
  await page.getByRole('button', { name: 'Keep shared edits' }).click();
  await page.reload();
  assert.equal(await editorText(page, 'sizes'), shared, 'kept edits are the reader\'s now');
  await context.close();
});

test('the index shows each lesson\'s progress until Reset progress', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url);
  const entry = page.locator(`[data-progress="${LESSON.replace(/\/$/, '')}"]`);
  assert.equal(await entry.innerText(), 'Not started');
  assert.equal(await page.getByRole('button', { name: 'Reset progress' }).isDisabled(), true);
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');
  const passed = await page.locator('[data-summary]').getAttribute('data-passed');
  await page.goto(site.url);
  assert.match(await entry.innerText(), new RegExp(`^${passed} of ${passed} checks pass · 0 of 1 exercise solved$`));
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Reset progress' }).click();
  assert.equal(await entry.innerText(), 'Not started');
  await context.close();
});

test('a 2-D float result has a Heatmap toggle; a broadcasting error shows the shapes aligned', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');

  const explainer = cell(page, 'mismatch').locator('.shape-explainer');
  assert.match(await explainer.locator('figcaption').innerText(), /at dim 1 the sizes are 2 and 4/);
  assert.deepEqual(await explainer.locator('td.clash').allInnerTexts(), ['2', '4']);

  await replaceCode(page, 'sizes', 'torch.arange(20.).view(4, 5)');
  await page.keyboard.press('Shift+Enter');
  const toggle = cell(page, 'sizes').getByRole('button', { name: 'Heatmap' });
  await toggle.waitFor({ timeout: 30_000 });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  const map = cell(page, 'sizes').getByRole('img', { name: /Heatmap of 4 by 5 values from 0\.000 to 19\.00/ });
  await map.waitFor();
  await toggle.click();
  assert.equal(await map.isVisible(), false);
  await context.close();
});

test('the next lesson runs on the warm Python worker, from a clean namespace', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pythonWorkers: string[] = [];
  page.on('worker', (worker) => {
    if (worker.url().includes('python-worker')) pythonWorkers.push(worker.url());
  });
  await page.goto(site.url + LESSON);
  await waitForSummary(page, 'pass');
  await replaceCode(page, 'sizes', 'leftover = 1');
  await page.keyboard.press('Shift+Enter');
  await waitForSummary(page, 'pass');
  assert.equal(pythonWorkers.length, 1);

  const clicked = Date.now();
  await page.getByRole('link', { name: /Overloaded operators/i }).first().click();
  await cell(page, 'narrow').locator('[data-output] pre').first().waitFor({ timeout: 30_000 });
  // what the 1-second target reads; reported, not asserted (timings belong to the bench)
  console.log(`# next lesson's first output on screen ${Date.now() - clicked} ms after the click`);
  await waitForSummary(page, 'pass');
  assert.equal(pythonWorkers.length, 1, 'no second Python worker started');
  assert.match(page.url(), /04-overloaded-operators\/$/);

  await replaceCode(page, 'narrow', 'leftover');
  await page.keyboard.press('Shift+Enter');
  await cell(page, 'narrow').locator('.traceback').waitFor({ timeout: 30_000 });
  assert.match(await cell(page, 'narrow').locator('.traceback').innerText(), /NameError: name 'leftover' is not defined/);

  // the theme choice and the controls survive the swap
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.goBack();
  await waitForSummary(page, 'pass');
  assert.equal(await page.evaluate(() => document.documentElement.dataset['theme']), 'dark');
  assert.equal(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed'), 'true');
  assert.equal(pythonWorkers.length, 1);
  await context.close();
});
