import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/** What the shell puts on screen never hides what the user needs. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function atCallCentreSize(page: Page) {
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('shell layout at 1366x768', () => {
  const suite = useBrowserSuite();

  it('a toast hides neither the toolbar nor the page header actions', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/orders/list' });
    await atCallCentreSize(page);
    await page.getByTestId('order-list').waitFor();
    await page.getByTestId('hold-lead').first().click();
    const toast = page.getByRole('alert');
    await toast.waitFor();
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(page.getByTestId('app-toolbar')))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page.getByTestId('new-order-button')))).toBe(false);
  });

  it("the menu's APPLICATIONS header never covers a menu item when the menu scrolls", async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    await atCallCentreSize(page);
    const navbar = page.getByTestId('navbar');
    const header = navbar.getByText('Applications', { exact: true });
    await header.waitFor();
    // The admin's menu is longer than the screen: scroll it part way. The navbar is the <nav>
    // (docs/accessibility.md); the menu's list scrolls in its box.
    await navbar
      .getByRole('list')
      .first()
      .evaluate((list) => {
        const scroller = list.parentElement as HTMLElement;
        scroller.scrollTop = 150;
      });
    await page.waitForTimeout(100);
    const headerBox = await header.boundingBox();
    const items = await navbar.locator('[data-testid^="nav-"]').all();
    for (const item of items) {
      const itemBox = await item.boundingBox();
      if (headerBox && itemBox && itemBox.height > 0)
        expect(overlaps(headerBox, itemBox), await item.innerText()).toBe(false);
    }
  });
});
