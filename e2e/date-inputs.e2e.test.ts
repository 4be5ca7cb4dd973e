import { type FinancePanel, formatZonedDateTime, type OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** The visible field of a date input (the sections), by the test id of its value input. */
const fieldOf = (page: Page, testId: string) => page.getByTestId(testId).locator('xpath=..');
/** The sections' text without the line breaks between them. */
const textOf = async (page: Page, testId: string) =>
  (await fieldOf(page, testId).innerText()).replace(/\s+/g, '');

/**
 * docs/decisions.md 'Date fields': date inputs take the day in the order the lists show it,
 * DD/MM/YYYY in both languages (English once took MM/DD/YYYY while its lists showed DD/MM/YYYY).
 */
describe('date inputs in the order the lists show', () => {
  const suite = useBrowserSuite();

  for (const language of ['vi', 'en'] as const) {
    it(`${language}: the order list's date filter reads and takes 24/11/2026, and the list asks for 2026-11-24`, async () => {
      const page = await suite.openLoggedIn('vn1.manager', { language, path: '/apps/orders/list' });
      const field = fieldOf(page, 'filter-dateFrom');
      await field.waitFor();
      // Drawn plain until opened (docs/web.md 'The first screen'): no picker sections yet.
      await expect(page.getByTestId('filter-dateFrom').inputValue()).resolves.toBe('');
      await field.click();
      // Opened empty, it shows the day order of the lists, and the keys go into it at once.
      await expect.poll(() => textOf(page, 'filter-dateFrom')).toMatch(/^DD\/MM\/YYYY/);
      await page.keyboard.type('24112026');
      await expect.poll(() => textOf(page, 'filter-dateFrom')).toContain('24/11/2026');
      await expect(page.getByTestId('filter-dateFrom').inputValue()).resolves.toBe('24/11/2026');
      const request = page.waitForRequest(
        (candidate) => candidate.url().includes('/api/orders/list') && candidate.method() === 'POST',
      );
      await page.getByTestId('order-list-filter-submit').click();
      expect((await request).postDataJSON()).toMatchObject({ dateFrom: '2026-11-24' });
    });
  }

  it('en: the day a list row shows, typed as shown into both ends of the filter, keeps the row', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { language: 'en', path: '/apps/orders/list' });
    await waitForSettledTable(page, 'order-list');
    const newest = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list', { size: 1 });
    const lead = newest.data[0];
    if (!lead) throw new Error('no lead in the order list');
    // The list's created-at day as the row shows it (dd/MM/yyyy HH:mm in the org's zone).
    const shown = formatZonedDateTime(lead.createdAt, 'Asia/Ho_Chi_Minh').slice(0, 10);
    const row = page.locator(`[data-testid="order-list-row"][data-row-id="${lead.leadId}"]`);
    await expect(row.innerText()).resolves.toContain(shown);

    for (const testId of ['filter-dateFrom', 'filter-dateTo']) {
      await fieldOf(page, testId).click();
      await page.keyboard.type(shown.replaceAll('/', ''));
      await expect.poll(() => page.getByTestId(testId).inputValue()).toBe(shown);
    }
    await page.getByTestId('order-list-filter-submit').click();
    await waitForSettledTable(page, 'order-list');
    await row.waitFor();
  });

  it("vi: the dashboard chart's days read DD/MM, as the lists' dates", async () => {
    const page = await suite.openLoggedIn('vn1.finance', { language: 'vi' });
    const chart = page.getByTestId('chart-finance-days');
    await chart.locator('svg').first().waitFor();
    const panel = await callApi<FinancePanel>(page, 'GET', '/api/dashboard/finance?days=14');
    const first = panel.data.days[0] ?? '';
    const labels = await chart.locator('text').allTextContents();
    expect(labels).toContain(`${first.slice(8, 10)}/${first.slice(5, 7)}`);
  });
});
