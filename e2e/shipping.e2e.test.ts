import {
  formatMoney,
  type ShippingItems,
  type ShippingRow,
  type ValidateResult,
  type ValidationRow,
} from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { xlsxWorkbook } from '../apps/api/src/testing/xlsx-fixtures.js';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

async function searchShipping(page: Page, text: string): Promise<void> {
  await page.getByTestId('filter-search').fill(text);
  await page.getByTestId('shipping-filter-submit').click();
  await waitForSettledTable(page, 'shipping-list');
}

const rowOf = (page: Page, doId: number) =>
  page.locator(`[data-testid="shipping-list-row"][data-row-id="${doId}"]`);

/** Approves pending orders through the API until one's DO is accepted by the simulator. */
async function approvedAndSent(page: Page): Promise<ShippingRow> {
  const pending = await callApi<ValidationRow[]>(page, 'POST', '/api/SO/ValidationList', {
    status: [1],
    limit: 10,
  });
  for (const order of pending.data.filter((row) => !row.isOutOfStock).slice(0, 6)) {
    const approved = await callApi<ValidateResult>(page, 'PUT', '/api/SO/Validate', {
      soId: order.soId,
      action: 'approve',
      version: order.version,
    });
    const doId = approved.data?.deliveryOrderId;
    if (!doId) continue;
    // The send job runs within a second or so; the simulator answers at once.
    for (let wait = 0; wait < 40; wait++) {
      const listed = await callApi<ShippingRow[]>(page, 'POST', '/api/shipping/orders', {
        search: String(doId),
      });
      const row = listed.data.find((item) => item.doId === doId);
      if (row?.trackingCode) return row;
      if (row?.lastSendError) break;
      await page.waitForTimeout(250);
    }
  }
  throw new Error('no approved order reached the simulator');
}

/** SPEC.md 2.1, 4, 7.5, 8: the shipping list in Chromium, with the parcel simulator running fast. */
/** A New delivery order of the page's user's org (demo DOs were never sent: they stay New). */
async function newDeliveryOrder(page: Page): Promise<ShippingRow> {
  const fresh = await callApi<ShippingRow[]>(page, 'POST', '/api/shipping/orders', { status: [1], limit: 1 });
  const target = fresh.data[0];
  if (!target) throw new Error('no New delivery order in the demo data');
  return target;
}

describe('shipping', () => {
  const suite = useBrowserSuite({
    env: {
      LOGISTICS_SIM_SPEED: '40',
      LOGISTICS_SIM_TICK_MS: '200',
      LOGISTICS_SIM_SEED: 'e2e-shipping',
      JOB_POLL_MS: '200',
    },
  });

  it('an approved order’s DO shows with the simulator’s tracking code, its status moves, the detail shows its items and total', async () => {
    const page = await suite.openLoggedIn('vn1.validator', { path: '/apps/orders/shipping' });
    const sent = await approvedAndSent(page);
    expect(sent.trackingCode).toMatch(/^SIM/);

    await page.getByTestId('page-orders.shipping').waitFor();
    await searchShipping(page, String(sent.doId));
    const row = rowOf(page, sent.doId);
    await expect(row.innerText()).resolves.toContain(sent.trackingCode);
    // The simulator moves the parcel on: searching again shows a later status than 'Sent to partner'.
    await expect
      .poll(
        async () => {
          await page.getByTestId('shipping-filter-submit').click();
          await waitForSettledTable(page, 'shipping-list');
          return rowOf(page, sent.doId).innerText();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/Picked|In transit|Delivered|Returned|Lost/);

    await row.click();
    const dialog = page.getByTestId('shipping-detail');
    await dialog.waitFor();
    await dialog
      .getByText(sent.trackingCode ?? '')
      .first()
      .waitFor();
    await page.getByTestId('tab-history').click();
    await page.getByTestId('shipping-history').getByText('Sent to partner').first().waitFor();
    await page.getByTestId('tab-items').click();
    const items = await callApi<ShippingItems>(page, 'GET', `/api/shipping/orders/${sent.doId}/items`);
    expect(items.data.items.length).toBeGreaterThan(0);
    expect(items.data.totalAmount).toBe(items.data.items.reduce((sum, item) => sum + item.prodAmount, 0));
    await expect(page.getByTestId('shipping-items-total').innerText()).resolves.toBe(
      `${formatMoney(items.data.totalAmount, items.data.currency)} ${items.data.currency}`,
    );
    await expect(page.getByTestId('shipping-items').locator('tbody tr').count()).resolves.toBe(
      items.data.items.length,
    );
  });

  it('cancels a New DO: Succeed!, the list reloads with it Cancelled; a Picked one cannot be cancelled', async () => {
    const page = await suite.openLoggedIn('vn1.logistics', { path: '/apps/orders/shipping' });
    // Demo DOs were never sent through the simulator: they stay as they are.
    const target = await newDeliveryOrder(page);

    await page.getByTestId('page-orders.shipping').waitFor();
    await searchShipping(page, String(target.doId));
    await page.getByTestId(`cancel-${target.doId}`).click();
    await page.getByTestId('cancel-dialog').waitFor();
    await page.getByTestId('cancel-confirm').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await page.getByTestId('cancel-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, target.doId).innerText()).toContain('Cancelled');
    expect(await page.getByTestId(`cancel-${target.doId}`).isDisabled()).toBe(true);

    const picked = await callApi<ShippingRow[]>(page, 'POST', '/api/shipping/orders', {
      status: [3],
      limit: 1,
    });
    const later = picked.data[0];
    if (later) {
      await searchShipping(page, String(later.doId));
      expect(await page.getByTestId(`cancel-${later.doId}`).isDisabled()).toBe(true);
    }
  });

  it('the DHL list in Vietnamese: a DO’s status is set by hand, Succeed! and the list reloads', async () => {
    const page = await suite.openLoggedIn('vn1.validator', {
      language: 'vi',
      path: '/apps/orders/shipping-dhl',
    });
    // A DHL DO with a tracking code (the demo data has none in VN1): the database is the set-up.
    const demo = await callApi<ShippingRow[]>(page, 'POST', '/api/shipping/orders', {
      status: [2],
      limit: 1,
    });
    const target = demo.data[0];
    if (!target) throw new Error('no Sent delivery order in the demo data');
    await suite.engine.db
      .updateTable('deliveryOrders')
      .set({ partner: 'DHL', trackingCode: `DHLE2E${target.doId}` })
      .where('id', '=', target.doId)
      .execute();

    await page.getByTestId('page-orders.shippingDhl').waitFor();
    await searchShipping(page, String(target.doId));
    await page.getByTestId(`change-status-${target.doId}`).click();
    await page.getByTestId('dhl-status-dialog').waitFor();
    await page.getByTestId('dhl-status').getByRole('combobox').click();
    const option = page.getByRole('option').first();
    const chosen = (await option.innerText()).trim();
    await option.click();
    await page.getByTestId('dhl-status-save').click();
    await page.getByRole('alert').filter({ hasText: 'Thành công!' }).waitFor();
    await expect.poll(() => rowOf(page, target.doId).innerText()).toContain(chosen);
    const logged = await suite.engine.db
      .selectFrom('trackingCodeLogs')
      .select(['partner', 'partnerStatus'])
      .where('deliveryOrderId', '=', target.doId)
      .execute();
    expect(logged).toContainEqual({ partner: 'dhl', partnerStatus: 'manual' });
  });

  it('imports tracking codes from an .xlsx: a bad row is refused with its number, a good file reloads the list', async () => {
    const page = await suite.openLoggedIn('vn1.logistics', { path: '/apps/orders/shipping' });
    const target = await newDeliveryOrder(page);
    const file = async (rows: (string | number)[][]) => ({
      name: 'tracking.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsxWorkbook([['DO ID', 'Tracking code'], ...rows], 'DO'),
    });

    await page.getByTestId('page-orders.shipping').waitFor();
    await page.getByTestId('shipping-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.getByTestId('import-file').setInputFiles(await file([[target.doId, '=1+2']]));
    await page.getByTestId('import-upload').click();
    await expect(page.getByTestId('import-error').innerText()).resolves.toMatch(
      /^Row 2: the tracking code must be 3 to 50 letters/,
    );
    const code = `E2E-IMPORT-${target.doId}`;
    await page.getByTestId('import-file').setInputFiles(await file([[target.doId, code]]));
    await page.getByTestId('import-upload').click();
    await page.getByRole('alert').filter({ hasText: 'Delivery orders imported: 1.' }).waitFor();
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
    await searchShipping(page, code);
    await expect(rowOf(page, target.doId).innerText()).resolves.toContain('Sent to partner');
  });
});
