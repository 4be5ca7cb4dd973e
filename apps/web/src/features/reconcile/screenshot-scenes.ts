import type { Browser, Page } from 'playwright-core';
import { xlsxWorkbook } from '../../../../../apps/api/src/testing/xlsx-fixtures.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { callApi } from '../../../../../e2e/support/session.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * DO reconcile (docs/reconcile.md): the mismatched tab of the demo file, the upload's preview, a
 * refusal and the tracking-code log, en and vi, as finance.
 */
async function shootReconcile(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.finance', language);
    await page.goto('/apps/orders/reconcile');
    await page.getByTestId('reconcile-table-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `reconcile-${language}`);
    await page.getByTestId('reconcile-tab-mismatched').click();
    await page.waitForTimeout(800);
    await shoot(page, `reconcile-mismatched-${language}`);

    const listed = await callApi<{
      deliveryOrders: { trackingCode: string | null; doId: number | null; codCollected: number }[];
    }>(page, 'POST', '/api/reconciliations/delivery-orders?page=0&size=10', { tab: 'all' });
    const rows = listed.data.deliveryOrders
      .filter((row) => row.doId !== null)
      .map((row) => [row.trackingCode, row.doId, 'Delivered', row.codCollected + 500, 18000, '2026-11-23']);
    rows.push(['VN1-NOT-OURS-77', null, 'Returned', 0, 9000, '2026-11-23']);
    const header = ['Tracking code', 'DO ID', 'Status', 'COD collected', 'Fee', 'Date'];
    const file = (content: (string | number | null)[][]) =>
      xlsxWorkbook([header, ...content], 'COD').then((buffer) => ({
        name: 'partner-cod.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      }));
    await page.getByTestId('reconcile-upload').click();
    await page
      .getByTestId('reconcile-file')
      .setInputFiles(await file([...rows, ['X-1', null, 'Flying', 1, 0, '']]));
    await page.getByTestId('reconcile-preview-button').click();
    await page.getByTestId('reconcile-upload-error').waitFor();
    await shoot(page, `reconcile-refused-${language}`);
    await page.getByTestId('reconcile-file').setInputFiles(await file(rows));
    await page.getByTestId('reconcile-preview-button').click();
    await page.getByTestId('reconcile-preview-summary').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `reconcile-preview-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('reconcile-upload-dialog').waitFor({ state: 'detached' });
    const code = listed.data.deliveryOrders.find((row) => row.doId !== null)?.trackingCode;
    await page.getByTestId('reconcile-tab-all').click();
    if (code) {
      await page.getByTestId(`logs-${code}`).first().click();
      await page.getByTestId('logs-dialog').waitFor();
      await page.waitForTimeout(600);
      await shoot(page, `reconcile-logs-${language}`);
    }
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'reconcile', run: ({ browser, server, shoot }) => shootReconcile(browser, server, shoot) },
];
