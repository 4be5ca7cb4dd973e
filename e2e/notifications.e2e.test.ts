import { describe, expect, it } from 'vitest';
import { uncalledNewLead } from './support/orders.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * A message raised while a dialog stays open is read out: a modal dialog hides (aria-hidden) what
 * was on the page when it opened, so a message that showed inside that hidden part would be on
 * screen but silent for a screen reader, and not found by its role.
 */
describe('notifications over an open dialog', () => {
  const suite = useBrowserSuite();

  it('the success of a stock adjustment is an alert while the stock dialog stays open', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/products/management' });
    const firstStock = page.locator('[data-testid^="stock-"]').first();
    await firstStock.waitFor();
    await firstStock.click();
    const dialog = page.getByTestId('stock-dialog');
    await dialog.waitFor();
    await page.getByTestId('stock-warehouse').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('stock-delta').fill('1');
    await page.getByTestId('stock-reason').fill('Counted one more');
    await page.getByTestId('stock-confirm').click();

    const alert = page.getByRole('alert').filter({ hasText: 'Succeed!' });
    await alert.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    const hidden = await alert.evaluate((element) => element.closest('[aria-hidden="true"]') !== null);
    expect(hidden).toBe(false);
  });

  it('a message on the lead page never covers the page title or the toolbar (1366x768)', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.setViewportSize({ width: 1366, height: 768 });
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    // Call tells "Calling … " in a message while the lead page stays.
    await page.getByTestId('order-edit-call').click();
    const toast = page.getByTestId('notification');
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    type Box = { x: number; y: number; width: number; height: number };
    const intersects = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(intersects(toastBox, (await title.boundingBox())!)).toBe(false);
    expect(intersects(toastBox, (await page.getByTestId('app-toolbar').boundingBox())!)).toBe(false);
    // Still on screen.
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(768);
  });
});
