import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/** The computed background colour of the body, as [r, g, b]. */
async function bodyBackground(page: Page): Promise<number[]> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

/** Relative luminance, 0 (black) to 1 (white). */
function luminance([r = 0, g = 0, b = 0]: number[]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * SPEC.md 2.1 (shortcut bar) and 2.6 (layout settings), kept per user on the server. Each test
 * uses its own user, so none depends on what another one saved.
 */
describe('shortcuts and settings', () => {
  const suite = useBrowserSuite();

  it('a starred page gets a shortcut button, kept on the server across reloads and sessions', async () => {
    const page = await suite.openLoggedIn('vn1.manager');
    await expect(page.getByTestId('shortcut-orders.list').count()).resolves.toBe(0);
    await page.getByTestId('shortcut-menu-open').click();
    await page.getByTestId('shortcut-toggle-orders.list').click();
    // The open menu hides the rest of the page from assistive technology: close it first.
    await page.keyboard.press('Escape');
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    const shortcut = page.getByTestId('shortcut-orders.list');
    await shortcut.waitFor();

    await page.reload();
    await shortcut.waitFor();
    await shortcut.click();
    await page.waitForURL('**/apps/orders/list');

    const other = await suite.openLoggedIn('vn1.manager');
    await other.getByTestId('shortcut-orders.list').waitFor();

    // Unstarring removes it again, for good.
    await other.getByTestId('shortcut-menu-open').click();
    await other.getByTestId('shortcut-toggle-orders.list').click();
    // The open menu hides the rest of the page from assistive technology: close it first.
    await other.keyboard.press('Escape');
    await other.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await other.getByTestId('shortcut-orders.list').waitFor({ state: 'detached' });
    await other.reload();
    await other.getByTestId('shortcut-menu-open').waitFor();
    await expect(other.getByTestId('shortcut-orders.list').count()).resolves.toBe(0);
  });

  it("the theme 'defaultDark' darkens the page, and stays after a reload", async () => {
    const page = await suite.openLoggedIn('vn1.team-leader');
    const before = await bodyBackground(page);
    expect(luminance(before)).toBeGreaterThan(0.8);

    await page.getByTestId('settings-open').click();
    await page.getByTestId('theme-defaultDark').click();
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.3);
    await expect(page.getByTestId('theme-defaultDark').getAttribute('aria-pressed')).resolves.toBe('true');
    const after = await bodyBackground(page);
    expect(after).not.toEqual(before);

    await page.reload();
    await page.getByTestId('app-shell').waitFor();
    await expect.poll(() => bodyBackground(page)).toEqual(after);

    // Another session of the same user gets it from the server too.
    const other = await suite.openLoggedIn('vn1.team-leader');
    await expect.poll(() => bodyBackground(other)).toEqual(after);

    // The login pages keep the default theme once the user is gone.
    await other.getByTestId('user-menu-open').click();
    await other.getByTestId('logout').click();
    await other.waitForURL('**/auth/login');
    await expect.poll(() => bodyBackground(other)).toEqual(before);
  });

  it("'Layout 2' makes the shell horizontal, and stays after a reload", async () => {
    const page = await suite.openLoggedIn('vn1.director');
    const shell = page.getByTestId('app-shell');
    await expect(shell.getAttribute('data-layout')).resolves.toBe('layout1');

    await page.getByTestId('settings-open').click();
    // A click, then the page's answer: the choice shows once the settings hook has stored it
    // (after an await in its optimistic update), which check() does not wait for on a busy machine.
    const layout2 = page.getByTestId('settings-layout').getByRole('radio', { name: /Layout 2/ });
    await layout2.click();
    await expect.poll(() => layout2.isChecked()).toBe(true);
    await expect.poll(() => shell.getAttribute('data-layout')).toBe('layout2');
    // The horizontal navigation still offers the menu.
    await page.getByTestId('navbar').getByText('Dashboard', { exact: true }).waitFor();

    await page.reload();
    await shell.waitFor();
    await expect(shell.getAttribute('data-layout')).resolves.toBe('layout2');

    // Its groups drop down and lead to their pages.
    await page.getByTestId('navbar').getByRole('button', { name: 'Orders' }).click();
    await page.getByTestId('nav-orders.list').click();
    await page.waitForURL('**/apps/orders/list');
    await page.getByTestId('page-orders.list').waitFor();
  });
});
