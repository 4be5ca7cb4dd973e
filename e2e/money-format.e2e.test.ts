import type { FinancePanel, ShippingRow } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** The screens' one money format (docs/decisions.md): comma thousands, the code after, both languages. */
const vnd = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

/**
 * docs/decisions.md 'One money format': money once read "VND 44,920,000" on the dashboard, "900,000
 * VND" in the lists and "45.560.000 VND" on the Vietnamese dashboard. The dashboard's cash expected
 * and the shipping list it opens now show money alike, in either language.
 */
describe('one money format on the dashboard and in the lists', () => {
  const suite = useBrowserSuite();

  for (const language of ['en', 'vi'] as const) {
    it(`${language}: the finance dashboard's cash expected and the shipping list's COD read 1,234,000 VND`, async () => {
      const page = await suite.openLoggedIn('vn1.finance', { language });
      await page.getByTestId('panel-finance').waitFor();
      const panel = await callApi<FinancePanel>(page, 'GET', '/api/dashboard/finance?days=14');
      const expected = panel.data.rows.reduce((sum, row) => sum + row.expected, 0);
      expect(expected).toBeGreaterThan(999);
      await expect
        .poll(() => page.getByTestId('figure-finance-expected-value').innerText())
        .toBe(vnd(expected));

      // The tile opens the shipping list of those parcels: its COD column, same format.
      const listed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/shipping/orders' && response.ok(),
      );
      await page.getByTestId('figure-finance-expected').click();
      await expect.poll(() => pathOf(page)).toBe('/apps/orders/shipping');
      const rows = ((await (await listed).json()) as { data: ShippingRow[] }).data;
      const first = rows.find((row) => row.codAmount > 999);
      if (!first) throw new Error('no parcel with a COD of four digits in the list');
      await waitForSettledTable(page, 'shipping-list');
      const row = page.locator(`[data-testid="shipping-list-row"][data-row-id="${first.doId}"]`);
      await expect(row.innerText()).resolves.toContain(vnd(first.codAmount));
    });
  }
});
