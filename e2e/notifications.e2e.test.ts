import { describe, expect, it } from 'vitest';
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
});
