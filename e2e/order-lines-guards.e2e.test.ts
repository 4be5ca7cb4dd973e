import type { OrderDetail } from '@leadline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chooseInSelect, pickFirst } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * An out-of-stock line is named before the order is saved; lines that a status other than Approved
 * would leave behind are never dropped without asking.
 */
describe('order lines on the edit screen', () => {
  const suite = useBrowserSuite();

  it('picking a free item with no stock left warns that the order cannot be validated until stock arrives', async () => {
    // VN1's free items are all given away: none is left in any warehouse.
    await sql`UPDATE stock SET available = reserved
      WHERE org_id = 4 AND product_id IN (SELECT id FROM products WHERE org_id = 4 AND product_type = 3)`.execute(
      suite.engine.db,
    );
    const page = await suite.openLoggedIn('vn1.agent', { language: 'vi' });
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
    await page.getByTestId('order-edit-lines').waitFor();
    await expect(page.getByTestId('out-of-stock-warning').count()).resolves.toBe(0);
    await pickFirst(page, 'pick-product');
    await pickFirst(page, 'pick-free');
    const free = page.locator('[data-testid="order-line"][data-product-type="3"]');
    await free.getByTestId('out-of-stock').waitFor();
    const name = await free.locator('td').first().locator('p').first().innerText();
    const warning = page.getByTestId('out-of-stock-warning');
    await expect(warning.innerText()).resolves.toContain(name);
    await expect(warning.innerText()).resolves.toContain('chưa thể duyệt cho đến khi có hàng');
    // Removing the line removes the warning.
    await free.getByTestId('order-line-remove').click();
    await expect.poll(() => warning.count()).toBe(0);
  });

  it('asks before a save with a status other than Approved drops the lines; keeping them saves nothing', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
    await page.getByTestId('order-edit-call').click();
    await page.getByText(/^Calling /).waitFor();
    await pickFirst(page, 'pick-product');
    await chooseInSelect(page, 'order-edit-lead-status', 'Busy');
    await page.getByTestId('order-edit-save').click();
    const dialog = page.getByTestId('drop-lines-dialog');
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('1 product line(s) will not be saved');
    // Keep editing: nothing saved, the line still there.
    await page.getByTestId('drop-lines-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect(page.getByTestId('order-line').count()).resolves.toBe(1);
    const unsaved = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    expect(unsaved.data.leadData.status).toBe(1);
    // Saving without them, knowingly.
    await page.getByTestId('order-edit-save').click();
    await page.getByTestId('drop-lines-confirm').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    // Polled: a Succeed! of the call's start can still be on screen when the save's is awaited.
    const savedDetail = () => callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    await expect.poll(async () => (await savedDetail()).data.leadData.status).toBe(4);
    expect((await savedDetail()).data.soData).toBeNull();
  });
});
