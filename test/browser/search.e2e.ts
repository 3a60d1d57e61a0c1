/**
 * Search in the header of every page, found as a reader finds it: the "Search lessons" box in the search landmark.
 * Its results link to lesson sections; the keyboard moves through them and Escape closes them; on a phone the list
 * fits the screen; the exercises' own controls are not indexed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { serveSite, type Site } from './server.ts';

const LESSON_SECTION = /\/effective-pytorch\/03-broadcasting\/#[a-z0-9-]+$/;

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

const box = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: 'Search lessons' });
const results = (page: Page) => page.getByRole('search').getByRole('list').getByRole('link');

/** Types into the box as a reader does and waits for the live region to report the answer. */
async function search(page: Page, word: string): Promise<string> {
  await box(page).pressSequentially(word);
  const status = page.getByRole('search').getByRole('status');
  await status.filter({ hasText: /results?$/ }).waitFor();
  return status.innerText();
}

const hrefs = (page: Page) => results(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

test('a word from one lesson finds its section; the link leads to that heading', async () => {
  const page = await browser.newPage();
  await page.goto(site.url);
  const count = await search(page, 'broadcast');
  const links = await hrefs(page);
  assert.equal(count, `${links.length} result${links.length === 1 ? '' : 's'}`, 'the live region counts the links');
  for (const href of links) assert.match(href, /\/[a-z0-9-]+\/[^/]+\/(#[a-z0-9-]+)?$/, 'every result is a lesson of a pack');
  const target = links.find((href) => LESSON_SECTION.test(href));
  assert.ok(target, `a result links to a section of the broadcasting lesson: ${links.join(', ')}`);

  await page.getByRole('search').locator(`a[href="${target}"]`).click();
  await page.waitForURL(new URL(target, site.url).href);
  const heading = new URL(target, site.url).hash;
  await page.waitForFunction((id) => {
    const top = document.getElementById(id.slice(1))?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < innerHeight;
  }, heading);
  assert.equal(await page.locator(`h2${heading}, h3${heading}`).count(), 1, 'the anchor is a heading');
  assert.equal(await box(page).inputValue(), '', 'the new page starts with an empty box');
  assert.match(await search(page, 'shape'), /^\d+ results?$/, 'and the box works there too');
  await page.close();
});

test('the keyboard moves through the results, Escape closes the list, Enter in the box follows the first', async () => {
  const page = await browser.newPage();
  await page.goto(site.url + 'effective-pytorch/01-basics-and-autograd/');
  await search(page, 'gradient');
  const list = page.getByRole('search').getByRole('list');
  const links = await hrefs(page);
  assert.ok(links.length >= 2);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), links[1]);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'back in the box');

  await page.keyboard.press('Escape');
  assert.equal(await list.isVisible(), false);
  assert.equal(await box(page).inputValue(), 'gradient', 'Escape closes the list, keeping the words');
  await page.keyboard.press('ArrowDown');
  assert.equal(await list.isVisible(), true, 'Down opens it again');
  assert.notEqual(new URL(links[0]!, site.url).href, page.url(), 'the first result is elsewhere');
  await page.keyboard.press('Enter');
  await page.waitForURL(new URL(links[0]!, site.url).href);
  await page.close();
});

test('on a phone the results fit the screen', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(site.url + 'effective-pytorch/03-broadcasting/');
  await search(page, 'shape');
  const panel = await page.getByRole('search').getByRole('list').boundingBox();
  assert.ok(panel && panel.x >= 0 && panel.x + panel.width <= 390, `the list lies within the screen: ${JSON.stringify(panel)}`);
  await results(page).first().tap();
  await page.waitForURL(/#/);
  await context.close();
});

test('the exercises\' status and buttons are not indexed', async () => {
  const page = await browser.newPage();
  await page.goto(site.url);
  // each exercise box reads "Not attempted yet" and "Show solution" until tried; no lesson's text has those words
  // together, so an excerpt with them would be the box's own words
  await search(page, 'attempted solution');
  const excerpts = await page.getByRole('search').getByRole('listitem').allInnerTexts();
  for (const text of excerpts) assert.doesNotMatch(text, /attempted yet|show solution/i);
  await page.close();
});
