/** Reading and driving a lesson page's notebook in browser tests. */
import type { Locator, Page } from 'playwright-core';

/** Python's first start in a cold browser can take a while on a loaded CI machine. */
export const PYTHON_START = 120_000;

export const cell = (page: Page, id: string): Locator => page.locator(`[data-id="${id}"]`);

export async function waitForSummary(page: Page, state: 'pass' | 'fail'): Promise<void> {
  await page.locator(`[data-summary][data-state="${state}"]`).waitFor({ timeout: PYTHON_START });
}

/** Replaces a cell's code as a reader would: click into its editor, select all, type. */
export async function replaceCode(page: Page, id: string, code: string): Promise<void> {
  await cell(page, id).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

export const editorText = (page: Page, id: string): Promise<string> =>
  cell(page, id).locator('.cm-content').evaluate((el) => (el as HTMLElement).innerText.replace(/\n$/, ''));
