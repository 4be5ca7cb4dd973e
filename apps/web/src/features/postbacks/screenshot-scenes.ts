import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * Pending postback (docs/postbacks.md): the list of the demo's failed postbacks, a row's tries,
 * the manual postback dialog and the resend's toast table, en and vi.
 */
async function shootPostbacks(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.director', language);
    await page.goto('/apps/orders/pendingPostback');
    const rows = page.getByTestId('postbacks-list-row');
    await rows.first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `postbacks-${language}`);
    await rows.first().locator('[data-testid^="attempts-"]').click();
    await page.getByTestId('attempt-row').first().waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `postbacks-attempts-${language}`);
    await page.getByTestId('attempts-close').click();
    await page.getByTestId('manual-open').click();
    await page.getByTestId('manual-dialog').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `postbacks-manual-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('manual-dialog').waitFor({ state: 'hidden' });
    // Resend the first one (en only delivers it: the vi pass still has the others).
    await rows.first().getByTestId('postbacks-list-select').check();
    await page.getByTestId('resend').click();
    await page.getByTestId('send-result').waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `postbacks-result-${language}`);
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'postbacks', run: ({ browser, server, shoot }) => shootPostbacks(browser, server, shoot) },
];
