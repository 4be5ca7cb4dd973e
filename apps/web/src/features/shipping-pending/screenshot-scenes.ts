import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { deliveryOrderMaker } from '../../../../../apps/api/src/testing/logistics-fixtures.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/** Reasons logistics leaves on a DO the partner did not take (docs/logistics.md). */
const REASONS: [partner: string | null, reason: string][] = [
  ['DHL', 'timeout'],
  ['KERRY', 'kerry_101: r_zipcode is invalid'],
  ['DHL', 'http_503: Service Unavailable'],
  [null, 'unreachable'],
  ['SAP', 'http_400: login: Invalid company database'],
  ['KERRY', 'timeout'],
];

/**
 * Pending shipping (docs/shipping-pending.md): the list, the resend dialog and the toast table,
 * en and vi. The demo data sends every DO; a few are made to have failed first.
 */
async function shootShippingPending(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  const db = server.engine.db;
  const make = deliveryOrderMaker(db);
  for (const [index, [partner, reason]] of REASONS.entries()) {
    const id = await make('VN1', partner);
    await db
      .updateTable('deliveryOrders')
      .set({ lastSendError: reason, sendAttempts: 1 + (index % 3), lastSendAt: new Date() })
      .where('id', '=', id)
      .execute();
    if (reason === 'timeout')
      await sql`INSERT INTO jobs (org_id, kind, payload, run_at)
                VALUES (4, 'delivery-order.send', ${JSON.stringify({ deliveryOrderId: id })}::jsonb, now() + interval '2 hours')`.execute(
        db,
      );
  }
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.validator', language);
    await page.goto('/apps/orders/shipping-pending');
    await page.getByTestId('shipping-pending-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-pending-${language}`);
    const rows = page.getByTestId('shipping-pending-list-row');
    await rows.nth(0).getByTestId('shipping-pending-list-select').check();
    await rows.nth(1).getByTestId('shipping-pending-list-select').check();
    await page.getByTestId('resend-open').click();
    await page.getByTestId('resend-dialog').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `shipping-pending-resend-${language}`);
    await page.getByTestId('resend-confirm').click();
    await page.getByTestId('resend-result').waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-pending-result-${language}`);
    await page.getByTestId('resend-result-close').click();
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  {
    name: 'shipping-pending',
    run: ({ browser, server, shoot }) => shootShippingPending(browser, server, shoot),
  },
];
