import type { ManagedProduct, ProductSummary } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

const stamp = Date.now().toString(36).toUpperCase();
const COMBO = { sku: `E2E-C-${stamp}`, name: `E2E combo ${stamp}` };
const PROMOTION = { code: `E2E-P-${stamp}`, name: `E2E promotion ${stamp}` };

/** Picks the first product the combo dialog's element picker offers. */
async function addFirstElement(page: Page): Promise<void> {
  await page.getByTestId('element-picker').locator('input').click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

async function saveAndSucceed(page: Page, button: string, dialog: string): Promise<void> {
  await page.getByTestId(button).click();
  await page.getByRole('alert').filter({ hasText: 'Succeed!' }).first().waitFor();
  await page.getByTestId(dialog).waitFor({ state: 'detached' });
}

/** The catalogue screens (docs/products.md 'Management') in Chromium, and what agents see of them. */
describe('products, combos and promotions', () => {
  const suite = useBrowserSuite();

  it('a manager creates a combo and a promotion, and an agent sees them on the edit screen', async () => {
    const manager = await suite.openLoggedIn('vn1.manager', { path: '/apps/product-combo/management' });
    await waitForSettledTable(manager, 'combo-list');

    await manager.getByTestId('product-new').click();
    await manager.getByTestId('product-dialog').waitFor();
    await manager.getByTestId('product-sku').fill(COMBO.sku);
    await manager.getByTestId('product-name').fill(COMBO.name);
    await manager.getByTestId('product-price').fill('590000|990000');
    await addFirstElement(manager);
    await addFirstElement(manager);
    const weights = manager.locator('[data-testid^="element-weight-"]');
    await expect.poll(() => weights.count()).toBe(2);
    // SPEC.md 5: the form refuses weights over 100 with the server's own message.
    await weights.nth(0).fill('70');
    await weights.nth(1).fill('40');
    await manager.getByTestId('product-save').click();
    await manager.getByTestId('weight-total').getByText('Weight (%) can not bigger than.').waitFor();
    await weights.nth(1).fill('30');
    await saveAndSucceed(manager, 'product-save', 'product-dialog');

    await manager.getByTestId('filter-search').fill(COMBO.sku);
    await manager.getByTestId('catalogue-filter-submit').click();
    await waitForSettledTable(manager, 'combo-list');
    await expect.poll(() => manager.getByTestId('combo-list-row').count()).toBe(1);
    await expect(manager.getByTestId('combo-list-row').first().innerText()).resolves.toContain(COMBO.name);
    const combos = await callApi<ManagedProduct[]>(
      manager,
      'POST',
      '/api/product-management/products/search',
      {
        search: COMBO.sku,
      },
    );
    const combo = combos.data[0]!;
    expect(combo.productInCombo.map((element) => element.weightPercent)).toEqual([70, 30]);

    await manager.goto('/apps/product-promotion/management');
    await waitForSettledTable(manager, 'promotion-list');
    await manager.getByTestId('promotion-new').click();
    await manager.getByTestId('promotion-dialog').waitFor();
    await manager.getByTestId('promotion-code').fill(PROMOTION.code);
    await manager.getByTestId('promotion-name').fill(PROMOTION.name);
    await manager.getByTestId('promotion-product').locator('input').fill(COMBO.name);
    await manager.getByRole('option').filter({ hasText: COMBO.name }).click();
    await manager.getByTestId('promotion-discount').fill('120');
    await manager.getByTestId('promotion-save').click();
    await manager.getByTestId('promotion-dialog').getByText('Discount can not bigger than 100.').waitFor();
    await manager.getByTestId('promotion-discount').fill('15');
    await saveAndSucceed(manager, 'promotion-save', 'promotion-dialog');
    await manager.getByTestId('filter-search').fill(PROMOTION.code);
    await manager.getByTestId('promotion-filter-submit').click();
    await waitForSettledTable(manager, 'promotion-list');
    await expect.poll(() => manager.getByTestId('promotion-list-row').count()).toBe(1);
    await expect(manager.getByTestId('promotion-list-row').first().innerText()).resolves.toContain(
      'In force',
    );

    // The agent's order lines: the combo in the combo picker, the promotion on its line.
    const agent = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(agent);
    await agent.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await agent.getByTestId('order-edit-lead').waitFor();
    await agent.getByTestId('order-edit-call').click();
    await agent.getByText(/^Calling /).waitFor();
    await chooseInSelect(agent, 'order-edit-lead-status', 'Approved');
    await agent.getByTestId('pick-combo').locator('input').fill(COMBO.name);
    await agent.getByRole('option').filter({ hasText: COMBO.name }).click();
    const line = agent.locator(`[data-testid="order-line"][data-prod-id="${combo.prodId}"]`);
    await line.waitFor();
    await expect(line.getByTestId('combo-elements').locator('li').count()).resolves.toBe(2);
    await line.getByTestId('order-line-promotion').getByRole('combobox').click();
    await agent.getByRole('option').filter({ hasText: PROMOTION.name }).waitFor();
  });

  it('trashing a product a combo holds shows the warning; then agents no longer get it', async () => {
    const manager = await suite.openLoggedIn('vn1.manager', { path: '/apps/products/management' });
    await waitForSettledTable(manager, 'product-list');
    const sku = `E2E-T-${stamp}`;
    const product = await callApi<ManagedProduct>(manager, 'POST', '/api/product-management/products', {
      sku,
      name: `E2E element ${stamp}`,
      productType: 1,
      price: '100000',
    });
    await callApi(manager, 'POST', '/api/product-management/products', {
      sku: `${sku}-C`,
      name: `E2E holder ${stamp}`,
      productType: 2,
      price: '150000',
      elements: [{ prodId: product.data.prodId, quantity: 1 }],
    });

    await manager.getByTestId('filter-search').fill(sku);
    await manager.getByTestId('catalogue-filter-submit').click();
    await waitForSettledTable(manager, 'product-list');
    await manager.getByTestId(`trash-${product.data.prodId}`).click();
    const warning = manager.getByTestId('product-warning');
    await warning.waitFor();
    await warning.getByText(`Combos holding it: E2E holder ${stamp}`).waitFor();
    await manager.getByTestId('trash-note').fill('Replaced by a new formula');
    await manager.getByTestId('trash-confirm').click();
    await manager.getByRole('alert').filter({ hasText: 'Succeed!' }).first().waitFor();

    const offered = await callApi<ProductSummary[]>(manager, 'GET', `/api/products?status=1&search=${sku}`);
    expect(offered.data.map((item) => item.sku)).not.toContain(sku);
    await manager.getByTestId('filter-trashed').check();
    await manager.getByTestId('catalogue-filter-submit').click();
    await waitForSettledTable(manager, 'product-list');
    await manager.getByTestId(`restore-${product.data.prodId}`).waitFor();
  });
});
