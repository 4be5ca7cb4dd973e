import { callApi } from '../../../../../e2e/support/session.js';
import {
  openSignedIn,
  type SceneContext,
  type ScreenshotScene,
} from '../../../../../scripts/screenshot-scene.js';

/** The shipping lists, the order detail's tabs, the import dialog, DHL's change of status. */
async function shootShipping({ browser, server, shoot }: SceneContext) {
  await server.engine.db
    .updateTable('deliveryOrders')
    .set((eb) => ({ partner: 'DHL', trackingCode: eb.fn.coalesce('trackingCode', eb.val('DHL0000001')) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('deliveryOrders').select('id').where('orgId', '=', 4).where('status', '=', 2).limit(5),
    )
    .execute();
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.logistics', language);
    await page.goto('/apps/orders/shipping');
    await page.getByTestId('shipping-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-${language}`);
    // The first DO cancelled, so that its History tab has entries to show.
    const first = Number(await page.getByTestId('shipping-list-row').first().getAttribute('data-row-id'));
    if (language === 'en') await callApi(page, 'PUT', `/api/shipping/orders/${first}/cancel`);
    await page.getByTestId('shipping-list-row').first().click();
    await page.getByTestId('shipping-detail-order').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `shipping-detail-order-${language}`);
    await page.getByTestId('tab-history').click();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-detail-history-${language}`);
    await page.getByTestId('tab-items').click();
    await page.getByTestId('shipping-items-total').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-detail-items-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('shipping-detail').waitFor({ state: 'detached' });
    await page.getByTestId('shipping-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-import-${language}`);
    await page.keyboard.press('Escape');
    await page.goto('/apps/orders/shipping-dhl');
    await page.getByTestId('shipping-list-row').first().waitFor();
    await page.waitForTimeout(600);
    await shoot(page, `shipping-dhl-${language}`);
    await page.locator('[data-testid^="change-status-"]:not([disabled])').first().click();
    await page.getByTestId('dhl-status-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-dhl-status-${language}`);
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [{ name: 'shipping', run: shootShipping }];
