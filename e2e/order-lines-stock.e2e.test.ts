import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pickFirst } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { useBrowserSuite } from './support/suite.js';

/** Issue 9 item 6: an out-of-stock line is named before the order is saved, in both languages. */
describe('out-of-stock lines on the edit screen', () => {
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
});
