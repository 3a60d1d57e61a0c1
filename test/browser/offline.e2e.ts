/**
 * Weight and offline use, against the production server: every cold lesson page, "Run all" included, transfers at
 * most 5 MB; after one visit the site keeps working with the network gone, "Run all" and moving to another lesson
 * included, still cross-origin isolated.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { readPacks } from '../../src/lessons/pack.ts';
import { launchChromium } from './chromium.ts';
import { PYTHON_START, waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/03-broadcasting/';
const MB = 1e6;
const LESSONS = readPacks(join(import.meta.dirname, '..', '..', 'lessons'))
  .flatMap(({ manifest }) => manifest.lessons.map((file) => `${manifest.name}/${file.replace(/\.mdx$/, '')}/`));
/** Lessons known to weigh more, and why: still measured and reported, as open work rather than hidden. */
const OVER_BUDGET: Readonly<Record<string, string>> = {
  'effective-pytorch/05-compiled-code/': "onnxruntime-web's one WebAssembly build is 2.3 MB compressed, for one cell",
};

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

// one lesson after another, each in a fresh context: one browser's start serves them all
for (const lesson of LESSONS) {
  const name = `cold ${lesson} transfers at most 5 MB, compressed, through "Run all"`;
  test(name, { todo: OVER_BUDGET[lesson] }, async () => {
    // without the service worker, which would go on to store the other lessons for offline use
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const before = site.bytesSent();
    await page.goto(`${site.url}${lesson}`);
    await waitForSummary(page, 'pass');
    const sent = site.bytesSent() - before;
    assert.ok(sent <= 5 * MB, `${(sent / MB).toFixed(2)} MB transferred`);
    await context.close();
  });
}

test('after one visit the site works offline: Run all, another lesson, cross-origin isolation', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}${LESSON}`);
  await waitForSummary(page, 'pass');
  // the worker registers once Python is ready, and activates once it has stored every file
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  await context.setOffline(true);
  await page.reload();
  assert.equal(await page.evaluate(() => crossOriginIsolated), true, 'offline page is cross-origin isolated');
  await waitForSummary(page, 'pass');
  await page.getByRole('button', { name: 'Run all' }).click();
  await page.locator('[data-summary][data-state="running"], [data-summary][data-state="pass"]').first().waitFor();
  await waitForSummary(page, 'pass');

  await page.getByRole('link', { name: /→$/ }).click();
  await page.waitForURL(/04-overloaded-operators/);
  await waitForSummary(page, 'pass');
  assert.equal(await page.locator('[data-check="fail"]').count(), 0);

  const fresh = await context.newPage();
  await fresh.goto(`${site.url}effective-pytorch/07-numerical-stability/`, { timeout: PYTHON_START });
  assert.equal(await fresh.evaluate(() => crossOriginIsolated), true);
  await waitForSummary(fresh, 'pass');
  await context.close();
});
