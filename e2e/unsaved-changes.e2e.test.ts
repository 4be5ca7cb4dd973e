import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/**
 * docs/decisions.md 'Leaving a changed form': edits were once lost without a word when the user
 * left a changed form by the menu. A changed form asks "Leave without saving?" (Stay / Leave)
 * before the menu, a link or Back takes the user away; an unchanged one lets them go.
 */
/** Opens a lead from the order list by its row: an in-app move, so Back stays in the app. */
async function openFromList(page: Page, leadId: number): Promise<void> {
  await waitForSettledTable(page, 'order-list');
  await page.getByTestId('filter-search').fill(String(leadId));
  await page.getByTestId('order-list-filter-submit').click();
  await page.locator(`[data-testid="order-list-row"][data-row-id="${leadId}"]`).click();
  await page.getByTestId('order-edit-lead').waitFor();
}

describe('leaving a changed form', () => {
  const suite = useBrowserSuite();

  it('the edit screen asks before the menu or Back takes its changes away; Stay keeps them', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.setViewportSize({ width: 1366, height: 768 });
    const lead = await uncalledNewLead(page);
    const editPath = `/apps/orders/edit/lead/${lead.leadId}`;
    const menuOrderList = page.getByRole('link', { name: 'Order List', exact: true });

    // Unchanged: the menu goes at once.
    await page.goto('/apps/orders/list');
    await openFromList(page, lead.leadId);
    await menuOrderList.click();
    await page.waitForURL('**/apps/orders/list');
    await expect(page.getByTestId('unsaved-changes').count()).resolves.toBe(0);

    await openFromList(page, lead.leadId);
    expect(pathOf(page)).toBe(editPath);
    const name = page.getByTestId('order-edit-name');
    await expect.poll(() => name.inputValue()).toBe(lead.customerName);
    await name.fill('Nguyễn Văn Đổi');
    await menuOrderList.click();
    const dialog = page.getByTestId('unsaved-changes');
    await dialog.getByText('Leave without saving?').waitFor();
    if (process.env.E2E_SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/unsaved-changes-en.png` });
    await dialog.getByTestId('unsaved-stay').click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(editPath);
    await expect(name.inputValue()).resolves.toBe('Nguyễn Văn Đổi');

    // Back asks too; Leave goes.
    await page.goBack();
    await dialog.getByTestId('unsaved-leave').click();
    await page.waitForURL((url) => url.pathname !== editPath);
  });

  it('a changed profile asks in Vietnamese before the menu leaves it', async () => {
    const page = await suite.openLoggedIn('vn1.admin', { language: 'vi', path: '/apps/profile' });
    await page.setViewportSize({ width: 1366, height: 768 });
    const fullName = page.getByTestId('profile-full-name');
    await expect.poll(() => fullName.inputValue()).not.toBe('');
    await fullName.fill('Tên mới chưa lưu');
    await page.getByRole('link', { name: 'Bảng điều khiển', exact: true }).click();
    const dialog = page.getByTestId('unsaved-changes');
    await dialog.getByText('Rời trang mà không lưu?').waitFor();
    await expect(dialog.getByTestId('unsaved-stay').innerText()).resolves.toMatch(/ở lại/i);
    if (process.env.E2E_SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/unsaved-changes-vi.png` });
    await dialog.getByTestId('unsaved-leave').click();
    await page.waitForURL((url) => url.pathname !== '/apps/profile');
  });
});
