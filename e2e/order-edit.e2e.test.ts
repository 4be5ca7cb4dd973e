import type { OrderDetail, SaleOrderRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseInSelect, pickFirst, waitForSettledTable } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** Opens a lead from the order list: searches its id and clicks its row. */
async function openFromList(page: Page, leadId: number): Promise<void> {
  await page.goto('/apps/orders/list');
  await waitForSettledTable(page, 'order-list');
  await page.getByTestId('filter-search').fill(String(leadId));
  await page.getByTestId('order-list-filter-submit').click();
  const row = page.locator(`[data-testid="order-list-row"][data-row-id="${leadId}"]`);
  await row.click();
  await page.getByTestId('order-edit-lead').waitFor();
}

/** SPEC.md 2.4, 3, 4, 5 and docs/orders.md: the order edit screen. */
describe('order edit', () => {
  const suite = useBrowserSuite();

  it('an agent calls a New lead, approves it with a product, a combo and a free item, and finds the order', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await openFromList(page, lead.leadId);
    expect(pathOf(page)).toBe(`/apps/orders/edit/lead/${lead.leadId}`);

    await page.getByTestId('order-edit-call').click();
    await page.getByText(/^Calling /).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('isMakeCall'))).resolves.toBe('true');
    const info = await page.evaluate(() => JSON.parse(window.localStorage.getItem('leadDataInfo') ?? '{}'));
    expect(info).toMatchObject({ leadId: lead.leadId, phone: lead.phone });

    await chooseInSelect(page, 'order-edit-lead-status', 'Approved');
    await pickFirst(page, 'pick-product');
    await pickFirst(page, 'pick-combo');
    await pickFirst(page, 'pick-free');
    const lines = page.getByTestId('order-line');
    await expect.poll(() => lines.count()).toBe(3);
    await expect(lines.nth(1).getByTestId('combo-elements').count()).resolves.toBe(1);
    await expect(lines.nth(2).innerText()).resolves.toMatch(/\b0 VND\b/);

    // The same product again adds to its quantity.
    await pickFirst(page, 'pick-product');
    await expect.poll(() => lines.count()).toBe(3);
    await expect(lines.first().getByTestId('order-line-quantity').inputValue()).resolves.toBe('2');

    await chooseInSelect(page, 'order-edit-payment-method', null);
    await page.getByTestId('order-edit-save').click();
    await page.waitForURL((url) => url.pathname === '/apps/orders/list');
    await expect(page.evaluate(() => window.localStorage.getItem('isMakeCall'))).resolves.toBeNull();

    const orders = await callApi<SaleOrderRow[]>(page, 'POST', '/api/orders/management', {
      search: String(lead.leadId),
    });
    expect(orders.data.map((order) => order.lead.leadId)).toContain(lead.leadId);
    const soId = orders.data.find((order) => order.lead.leadId === lead.leadId)?.id;

    await page.goto('/apps/orders/management');
    await waitForSettledTable(page, 'order-management');
    await page.getByTestId('filter-search').fill(String(lead.leadId));
    await page.getByTestId('order-management-filter-submit').click();
    const row = page.locator(`[data-testid="order-management-row"][data-row-id="${soId}"]`);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(lead.customerName);

    // Reopened, each line shows its type and the combo keeps its elements.
    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    const reopened = page.getByTestId('order-line');
    await expect.poll(() => reopened.count()).toBe(3);
    const types = await page.getByTestId('order-line-type').allTextContents();
    expect(types).toEqual(['Product', 'Combo', 'Free item']);
    await expect(
      reopened.nth(1).getByTestId('combo-elements').locator('li').count(),
    ).resolves.toBeGreaterThan(0);
  });

  it('saving a new status without a call shows the server’s message and changes nothing', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await openFromList(page, lead.leadId);

    await chooseInSelect(page, 'order-edit-lead-status', 'Busy');
    await page.getByTestId('order-edit-save').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please making call before saving lead status.' })
      .waitFor();
    expect(pathOf(page)).toBe(`/apps/orders/edit/lead/${lead.leadId}`);
    const detail = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    expect(detail.data.leadData.status).toBe(1);
  });

  it('keyboard: ? opens the shortcuts help and Alt+P focuses the product picker', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await openFromList(page, lead.leadId);
    await page.keyboard.press('?');
    await page.getByTestId('shortcuts-dialog').getByText('Alt+S').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcuts-dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('Alt+KeyP');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-testid="pick-product"]') !== null),
      )
      .toBe(true);
  });
});
