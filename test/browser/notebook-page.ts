/** Reading and driving a lesson page's notebook in browser tests. */
import type { Locator, Page } from 'playwright-core';

/** Python's first start in a cold browser can take a while on a loaded CI machine. */
export const PYTHON_START = 120_000;

export const cell = (page: Page, id: string): Locator => page.locator(`[data-id="${id}"]`);

/** How often a wait for the summary looks whether cells still finish. */
const PROGRESS_POLL = 5_000;

/**
 * The longest one cell may run before a page counts as hung: a cell that starts four DataLoader workers boots four
 * Pythons, over two minutes on a loaded two-core machine.
 */
const CELL_LIMIT = 300_000;

/**
 * Waits for the notebook's summary to reach `state`. A lesson can take minutes on a loaded machine, so the wait fails
 * only once no cell has finished for CELL_LIMIT: what it catches is a page that hangs, not one that is slow.
 */
export async function waitForSummary(page: Page, state: 'pass' | 'fail'): Promise<void> {
  const summary = page.locator(`[data-summary][data-state="${state}"]`);
  const finished = page.locator('[data-cell][data-state="pass"], [data-cell][data-state="fail"]');
  let done = -1;
  let progressed = Date.now();
  for (;;) {
    try {
      await summary.waitFor({ timeout: PROGRESS_POLL });
      return;
    } catch (e) {
      const now = await finished.count();
      if (now !== done) [done, progressed] = [now, Date.now()];
      else if (Date.now() - progressed >= CELL_LIMIT) throw e;
    }
  }
}

/** Replaces a cell's code as a reader would: click into its editor, select all, type. */
export async function replaceCode(page: Page, id: string, code: string): Promise<void> {
  await cell(page, id).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

export const editorText = (page: Page, id: string): Promise<string> =>
  cell(page, id).locator('.cm-content').evaluate((el) => (el as HTMLElement).innerText.replace(/\n$/, ''));
