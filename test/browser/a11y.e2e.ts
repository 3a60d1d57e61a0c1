/**
 * Accessibility: axe-core finds no serious or critical violation on the index, any pack's page or any lesson (after
 * its cells ran, outputs included), at desktop and phone sizes, in both colour themes; on the phone no page scrolls
 * sideways.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { readPacks } from '../../src/lessons/pack.ts';
import { launchChromium } from './chromium.ts';
import { waitForSummary } from './notebook-page.ts';
import { serveSite, type Site } from './server.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PACKS = readPacks(join(import.meta.dirname, '..', '..', 'lessons')).map((p) => p.manifest);
/** The site's index and each pack's own index page. */
const INDEXES = ['', ...PACKS.map((p) => `${p.name}/`)];
const LESSONS = PACKS.flatMap((p) => p.lessons.map((f) => `${p.name}/${f.slice(0, -4)}/`));
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

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

interface Violation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`the index and every lesson pass axe-core at ${size} size`, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of [...INDEXES, ...(colorScheme === 'light' ? LESSONS : LESSONS.slice(2, 3))]) {
        await page.goto(site.url + path);
        if (!INDEXES.includes(path)) await waitForSummary(page, 'pass');
        problems.push(...(await seriousViolations(page)).map((v) => `/${path} (${colorScheme}): ${v}`));
        if (size === 'phone') {
          const overflow = await sideways(page);
          if (overflow > 0) problems.push(`/${path}: the page scrolls ${overflow}px sideways`);
        }
      }
      await context.close();
      assert.deepEqual(problems, []);
    }
  });
}
