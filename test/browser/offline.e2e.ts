/**
 * Weight and offline use, against the production server: every cold lesson page, "Run all" included, transfers at
 * most 5 MB, an ONNX cell on onnxruntime's build cut down to the lessons' models, while a model beyond them still
 * runs, on the complete build; after one visit the site keeps working with the network gone, "Run all", importing
 * modules Python does not start with and moving to another lesson included, still cross-origin isolated.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readPacks } from '../../src/lessons/pack.ts';
import { launchChromium } from './chromium.ts';
import { cell, PYTHON_START, replaceCode, waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/03-broadcasting/';
const ONNX_LESSON = 'effective-pytorch/05-compiled-code/';
const MB = 1e6;
const LESSONS = readPacks(join(import.meta.dirname, '..', '..', 'lessons'))
  .flatMap(({ manifest }) => manifest.lessons.map((file) => `${manifest.name}/${file.replace(/\.mdx$/, '')}/`));

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
  test(name, async () => {
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

/** Waits for a cell that was run again to show `value`, and asserts that its checks passed. */
async function ranWith(page: Page, id: string, value: string): Promise<void> {
  await cell(page, id).locator('.value', { hasText: value }).waitFor({ timeout: PYTHON_START });
  assert.equal(await cell(page, id).getAttribute('data-state'), 'pass');
}

test('standard modules beyond the start load on import, those of packages that start too', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${site.url}${LESSON}`);
  await waitForSummary(page, 'pass');
  // csv: a module of its own; logging.handlers and email.mime.text: in packages whose start is in the zip
  await replaceCode(page, 'trap', `import csv, io
import email.mime.text, logging.handlers

buffer = io.StringIO()
csv.writer(buffer).writerow(["a", 1])
buffer.getvalue()  # => 'a,1\\r\\n'
logging.handlers.MemoryHandler.__name__  # => 'MemoryHandler'
email.mime.text.MIMEText("hi")["Content-Type"]  # => 'text/plain; charset="us-ascii"'
"é".encode("cp1252"), "stdlib"  # => (b'\\xe9', 'stdlib')`);
  await page.keyboard.press('Shift+Enter');
  await ranWith(page, 'trap', "(b'\\xe9', 'stdlib')");
  await context.close();
});

test('a model beyond what the lessons run still runs: the complete onnxruntime build takes over', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const wasm: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}${ONNX_LESSON}`);
  await waitForSummary(page, 'pass');
  assert.deepEqual(wasm.filter((p) => p.includes('ort-wasm')).map((p) => p.includes('.cut')), [true],
    "the lesson's own model runs on the cut build alone");
  // Tanh and Softmax: kernels no lesson's model calls
  await replaceCode(page, 'onnx', `import io
import onnxruntime
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.Tanh(), nn.Softmax(dim=1))
buffer = io.BytesIO()
torch.onnx.export(model, (torch.randn(2, 4),), buffer, input_names=["x"], output_names=["y"])
x = torch.randn(2, 4)
(y,) = onnxruntime.InferenceSession(buffer.getvalue()).run(None, {"x": x.numpy()})
y.shape, torch.allclose(torch.from_numpy(y), model(x), atol=1e-6)  # => ((2, 3), True)`);
  await page.keyboard.press('Shift+Enter');
  await ranWith(page, 'onnx', '((2, 3), True)');
  assert.deepEqual(wasm.filter((p) => p.includes('ort-wasm')).map((p) => p.includes('.cut')), [true, false],
    'the complete build is fetched once a model needs it');
  await context.close();
});

test('after one visit the site works offline: Run all, later imports, another lesson, cross-origin isolation', async () => {
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
  // modules that no runtime reads to start are files of their own, fetched on import: stored for offline use too
  await replaceCode(page, 'trap', `import csv, torchvision
csv.__name__, torchvision.transforms.__name__  # => ('csv', 'torchvision.transforms')`);
  await page.keyboard.press('Shift+Enter');
  await ranWith(page, 'trap', "('csv', 'torchvision.transforms')");

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
