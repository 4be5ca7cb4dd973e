import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import { typeDate } from '../../../../../e2e/support/controls.js';
import { startServer } from '../../../../../e2e/support/server.js';
import { callApi } from '../../../../../e2e/support/session.js';
import type { SceneContext, ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * The validation list, its dialogs and an order's detail page. A server of their own with calls 20
 * times faster, so that a pending order's lead has a recorded call for the recordings dialog.
 */
async function validationScreens({ browser, shoot }: SceneContext) {
  const fast = await startServer({ TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'validation-shots' });
  try {
    const caller = await newPage(browser, fast.baseURL, { language: 'en' });
    await loginThroughPage(caller.page, 'vn1.manager');
    await caller.page.waitForURL((url) => url.pathname !== '/auth/login');
    const pending = await callApi<{ soId: number; leadId: number; phone: string; isOutOfStock: boolean }[]>(
      caller.page,
      'POST',
      '/api/SO/ValidationList',
      { status: [1], limit: 10 },
    );
    // Two calls on each of the first orders' leads: the dialog lists several, some answered.
    for (const order of pending.data.slice(0, 3))
      for (let call = 0; call < 2; call++) {
        await callApi(
          caller.page,
          'GET',
          `/api/phone/${encodeURIComponent(order.phone)}?leadId=${order.leadId}`,
        );
        await caller.page.waitForTimeout(4000);
      }
    await caller.context.close();
    const first = pending.data[0];
    for (const language of ['en', 'vi'] as const) {
      const { context, page } = await newPage(browser, fast.baseURL, { language });
      await loginThroughPage(page, 'vn1.validator');
      await page.waitForURL((url) => url.pathname !== '/auth/login');
      await page.goto('/apps/orders/validation');
      await page.getByTestId('validation-list-row').first().waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `validation-list-${language}`);
      if (first) {
        await page.getByTestId(`play-${first.soId}`).click();
        await page.getByTestId('lead-call').first().waitFor();
        await page.waitForTimeout(400);
        await shoot(page, `validation-recordings-${language}`);
        const play = page.getByTestId('lead-call-play').first();
        if (await play.count()) {
          await play.click();
          await page.getByTestId('cdr-audio').waitFor();
          await page.waitForTimeout(600);
          await shoot(page, `validation-player-${language}`);
          await page.getByTestId('cdr-player-close').click();
        }
        await page.getByTestId('recordings-close').click();
        await page.getByTestId('recordings-dialog').waitFor({ state: 'detached' });
        await page.getByTestId(`approve-later-${first.soId}`).click();
        await page.getByTestId('delay-dialog').waitFor();
        await typeDate(page, 'delay-at', new Date(2020, 0, 1, 8, 0), { time: true });
        await page.getByTestId('delay-confirm').click();
        await page.waitForTimeout(400);
        await shoot(page, `validation-delay-${language}`);
        await page.keyboard.press('Escape');
        await page.getByTestId(`cancel-${first.soId}`).click();
        await page.getByTestId('cancel-confirm').click();
        await page.waitForTimeout(400);
        await shoot(page, `validation-cancel-${language}`);
        await page.keyboard.press('Escape');
        await page.goto(`/apps/orders/validation/detail/${first.soId}`);
        await page.getByTestId('validation-detail-lines').waitFor();
        await page.waitForTimeout(800);
        await shoot(page, `validation-detail-${language}`);
      }
      await context.close();
    }
  } finally {
    await fast.close();
  }
}

export const SCENES: ScreenshotScene[] = [{ name: 'validation', run: validationScreens }];
