/**
 * The `cuda` device in a real browser: Chromium's software WebGPU adapter (SwiftShader) backs it. The page says what
 * backs cuda, and an edited cell computes on the GPU, prints the tensor PyTorch's way, and reads it back
 * synchronously (the worker waits on the GPU under JS Promise integration).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { serveSite, type Site } from './server.ts';

const LESSON = 'effective-pytorch/03-broadcasting/';
const PYTHON_START = 120_000;

let site: Site;
let browser: Browser;

before(async () => {
  site = await serveSite();
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, '--enable-unsafe-webgpu'],
    headless: true,
  });
});

after(async () => {
  await browser?.close();
  site?.close();
});

test('a cell runs on the cuda device that WebGPU backs', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site.url + LESSON);
  await page.locator('[data-summary][data-state="pass"]').waitFor({ timeout: PYTHON_START });
  assert.match(await page.locator('[data-status]').innerText(), /cuda: WebGPU on .+/);

  const cell = page.locator('[data-id="trap"]');
  await cell.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(
    'x = torch.arange(6.).reshape(2, 3).to("cuda")\n' +
    'print(torch.cuda.is_available(), x.device, (x * x).sum().item())\n' +
    'x.T @ x');
  await page.keyboard.press('Shift+Enter');
  await cell.locator('.value').filter({ hasText: "device='cuda:0'" }).waitFor({ timeout: PYTHON_START });
  assert.match(await cell.innerText(), /True cuda:0 55\.0/);
  assert.match(await cell.locator('.value').innerText(),
    /tensor\(\[\[ 9\., 12\., 15\.\],\n\s+\[12\., 17\., 22\.\],\n\s+\[15\., 22\., 29\.\]\], device='cuda:0'\)/);
  assert.deepEqual(errors, []);
  await page.close();
});
