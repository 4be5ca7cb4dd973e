import { LOGISTICS_DO_STATUS, ORG_ID, type ValidationRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pastParcelsOfCustomer } from '../apps/api/src/testing/logistics-fixtures.js';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

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
    // Three parcels of the customer returned, 5 days ago and before: the riskiest of the list.
    const { RETURNED } = LOGISTICS_DO_STATUS;
    await pastParcelsOfCustomer(suite.engine.db, ORG_ID.VN1, target.soId, [RETURNED, RETURNED, RETURNED], 5);

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
