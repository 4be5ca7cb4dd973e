import {
  openSignedIn,
  type SceneContext,
  type ScreenshotScene,
} from '../../../../../scripts/screenshot-scene.js';

/** Trash management, its restore dialog and a trashed lead's page. */
async function shootTrash({ browser, server, shoot }: SceneContext) {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.manager', language);
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
