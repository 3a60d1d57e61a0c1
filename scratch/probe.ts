import { launchChromium } from '../test/browser/chromium.ts';
import { serveSite } from '../test/browser/server.ts';
const site = await serveSite();
const browser = await launchChromium();
const page = await (await browser.newContext()).newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${site.url}effective-pytorch/${process.argv[2]}/`);
await page.waitForTimeout(Number(process.argv[3] ?? 60000));
for (const c of await page.locator('[data-cell="cell"]').all()) {
  const state = await c.getAttribute('data-state');
  if (state !== 'pass' || (await c.getAttribute('data-id')) === process.env.CELL) console.log(await c.getAttribute('data-id'), state, (await c.innerText()).slice(-600));
}
console.log('summary', await page.locator('[data-summary]').getAttribute('data-state'));
await browser.close(); site.close();
