import type { FulfilmentSummary } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/session.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** The dashboard shows where the orders stand between the sale and the door. */
describe('dashboard: fulfilment figures', () => {
  const suite = useBrowserSuite({ env: { JOB_POLL_MS: '0' } });

  it('a validator sees the figures of the lists they summarise, in Vietnamese too, and opens pending shipping from one', async () => {
    const page = await suite.openLoggedIn('vn1.validator', { language: 'vi' });
    const figures = page.getByTestId('dashboard-fulfilment');
    await figures.waitFor();
    const summary = await callApi<FulfilmentSummary>(page, 'GET', '/api/dashboard/fulfilment');
    await expect(figures.innerText()).resolves.toContain('Xử lý đơn hàng');
    const number = async (testId: string) =>
      Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/\D/g, ''));
    await expect(number('figure-pending-validation')).resolves.toBe(summary.data.pendingValidation);
    await expect(number('figure-pending-shipping')).resolves.toBe(summary.data.pendingShipping);
    expect(summary.data.pendingShipping).toBeGreaterThan(0);
    // Every DO status of the demo, named in the page's language.
    const chips = await page.getByTestId('figure-parcels').locator('.MuiChip-label').allInnerTexts();
    expect(chips).toHaveLength(summary.data.deliveryOrders.length);
    expect(chips.join(' ')).toContain('Đã giao');
    await page.getByTestId('figure-pending-shipping').click();
    await expect.poll(() => pathOf(page)).toBe('/apps/orders/shipping-pending');
  });

  it('an agent sees no fulfilment figures', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.getByTestId('dashboard-roles').waitFor();
    await expect(page.getByTestId('dashboard-fulfilment').count()).resolves.toBe(0);
  });
});
