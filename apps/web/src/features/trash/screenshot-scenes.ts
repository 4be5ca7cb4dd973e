import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import type { SceneContext, ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/** Trash management, its restore dialog and a trashed lead's page. */
async function shootTrash({ browser, server, shoot }: SceneContext) {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(page, 'vn1.manager');
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await page.goto('/apps/orders/trash-management');
    await page.getByTestId('trash-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `trash-management-${language}`);
    await page.getByTestId('trash-list-row').first().getByRole('button').click();
    await page.getByTestId('restore-confirm').click();
    await page.waitForTimeout(400);
    await shoot(page, `trash-restore-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('restore-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('trash-list-row').first().click();
    await page.getByTestId('trash-detail-history').waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `trash-lead-${language}`, { fullPage: true });
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [{ name: 'trash', run: shootTrash }];
