import { LOGISTICS_DO_STATUS, SO_STATUS, type ValidationRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyDemoSaleOrder } from '../apps/api/src/testing/logistics-fixtures.js';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { type BrowserSuite, SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

const VN1 = 4;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Past parcels of the order's customer (copies of its lead, each with an order whose DO was
 * returned days ago): the order becomes the riskiest of the list (docs/delivery-risk.md).
 */
async function customerReturnedParcels(suite: BrowserSuite, soId: number, count: number) {
  const db = suite.engine.db;
  const order = await db
    .selectFrom('saleOrders')
    .select('leadId')
    .where('id', '=', soId)
    .executeTakeFirstOrThrow();
  const lead = await db
    .selectFrom('leads')
    .selectAll()
    .where('id', '=', order.leadId)
    .executeTakeFirstOrThrow();
  const { id: _id, version: _version, ...copy } = lead;
  for (let i = 0; i < count; i++) {
    const past = await db.insertInto('leads').values(copy).returning('id').executeTakeFirstOrThrow();
    const so = await copyDemoSaleOrder(db, VN1, { leadId: past.id, status: SO_STATUS.APPROVED });
    await db
      .insertInto('deliveryOrders')
      .values({
        orgId: VN1,
        saleOrderId: so.id,
        status: LOGISTICS_DO_STATUS.RETURNED,
        codAmount: 0,
        updatedAt: new Date(Date.now() - (5 + i) * DAY),
      })
      .execute();
  }
}

async function riskiestFirst(page: Page, option: string) {
  await page.goto('/apps/orders/validation');
  await page.getByTestId('page-orders.validation').waitFor();
  await waitForSettledTable(page, 'validation-list');
  await chooseInSelect(page, 'filter-sort', option);
  await page.getByTestId('validation-filter-submit').click();
  await waitForSettledTable(page, 'validation-list');
}

/** Issue 28: the validator sorts by delivery risk, opens the riskiest order and reads its reasons. */
describe('validation: delivery risk', () => {
  const suite = useBrowserSuite();

  it('sorts riskiest first, opens the riskiest order and reads its reasons, in English and Vietnamese', async () => {
    const page = await suite.openLoggedIn('vn1.validator', { path: '/apps/orders/validation' });
    const pending = await callApi<ValidationRow[]>(page, 'POST', '/api/SO/ValidationList', {
      status: [1],
      limit: 5,
    });
    const target = pending.data[pending.data.length - 1]!;
    await customerReturnedParcels(suite, target.soId, 3);

    await riskiestFirst(page, 'Riskiest first');
    const firstRow = page.getByTestId('validation-list').locator('tbody tr').first();
    await expect(firstRow.getByTestId('risk-chip').getAttribute('data-band')).resolves.toBe('high');
    await expect(firstRow.textContent()).resolves.toContain(String(target.soId));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/validation-risk-list-en.png` });
    await firstRow.click();
    await page.getByTestId('validation-detail-risk').waitFor();
    await expect(page.getByTestId('risk-reason').first().textContent()).resolves.toBe(
      'This phone returned 3 of 3 parcels',
    );
    await page.getByTestId('risk-confirm-by-call').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/validation-risk-detail-en.png` });

    const vi = await suite.openLoggedIn('vn1.validator', { language: 'vi', path: '/apps/orders/validation' });
    await riskiestFirst(vi, 'Rủi ro cao nhất trước');
    const viFirst = vi.getByTestId('validation-list').locator('tbody tr').first();
    await expect(viFirst.textContent()).resolves.toContain(String(target.soId));
    await vi.setViewportSize({ width: 1366, height: 768 });
    await vi.screenshot({ path: `${SCREENSHOT_DIR}/validation-risk-list-vi.png` });
    await viFirst.click();
    await vi.getByTestId('validation-detail-risk').waitFor();
    await expect(vi.getByTestId('risk-reason').first().textContent()).resolves.toBe(
      'Số điện thoại này đã hoàn 3 trên 3 đơn',
    );
    await expect(vi.getByTestId('risk-confirm-by-call').textContent()).resolves.toContain('gọi cho khách');
    await vi.screenshot({ path: `${SCREENSHOT_DIR}/validation-risk-detail-vi.png` });
  });
});
