import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

const headers = (page: Page, testId: string) => page.getByTestId(testId).locator('thead th').allInnerTexts();

/** docs/decisions.md 'Columns': the lists open with the columns needed first; the others are a click away, remembered. */
describe('column choice in the lists', () => {
  const suite = useBrowserSuite();

  it('the order list hides the secondary columns, shows one on demand and remembers it after a reload', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/orders/list' });
    await waitForSettledTable(page, 'order-list');
    expect(await headers(page, 'order-list')).not.toContain('Campaign');
    expect(await headers(page, 'order-list')).toContain('Lead status');
    await page.getByTestId('order-list-columns').click();
    await page.getByTestId('column-choice-campaign').click();
    await page.getByTestId('column-choice-product').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page, 'order-list')).toContain('Campaign');
    expect(await headers(page, 'order-list')).not.toContain('Product');
    await page.reload();
    await waitForSettledTable(page, 'order-list');
    expect(await headers(page, 'order-list')).toContain('Campaign');
    expect(await headers(page, 'order-list')).not.toContain('Product');
  });

  it('order management at 1366 px shows the SO status whole', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/orders/management' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await waitForSettledTable(page, 'order-management');
    const clipped = await page
      .getByTestId('order-management')
      .locator('tbody .MuiChip-label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
    expect(clipped).toBe(0);
  });
});
