import type { OrderDetail, OrderListRow } from '@leadline/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** The page scrolls no way sideways, and the element ends inside the window. */
async function expectInsideWindow(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The element's text is longer than its box and cut there with an ellipsis, rather than drawn
 * beyond it over its neighbours.
 */
const endsInEllipsis = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return (
      node.scrollWidth > node.clientWidth && style.overflowX === 'hidden' && style.textOverflow === 'ellipsis'
    );
  });

/**
 * A 5,000-character user full name and customer name once overran the toolbar and the lead's title.
 * The forms take no more than the contracts' limit (100 and 200 characters), and the longest names
 * they take end in an ellipsis at 1366x768 instead of widening the page.
 */
describe('names and their limits', () => {
  const suite = useBrowserSuite();

  it('the user form takes 100 characters of a full name, and the toolbar cuts the longest name', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    await page.setViewportSize({ width: 1366, height: 768 });
    const longest = `Nguyễn ${'Thị'.repeat(31)}`.slice(0, 100);
    const saved = await callApi(page, 'PUT', '/api/profile', { fullName: longest });
    expect(saved.code).toBe(200);
    await page.goto('/apps/settings/crm');
    await page.getByTestId('page-settings.crm').waitFor();
    const button = page.getByTestId('user-menu-open');
    const name = button.getByText(longest, { exact: true });
    await name.waitFor();
    await expect(endsInEllipsis(name)).resolves.toBe(true);
    await expectInsideWindow(page, button);
    expect((await button.boundingBox())!.width).toBeLessThan(300);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-limits-toolbar.png` });

    await page.getByTestId('users-new').click();
    const fullName = page.getByTestId('user-form').getByTestId('user-fullName');
    await fullName.fill('N'.repeat(5000));
    await expect(fullName.inputValue()).resolves.toHaveLength(100);
  });

  it('the edit screen takes 200 characters of a customer name, and its title cuts the longest', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { language: 'vi' });
    await page.setViewportSize({ width: 1366, height: 768 });
    const list = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list', {
      leadStatus: [1],
      size: 1,
    });
    const lead = list.data[0]!;
    const detail = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    const longest = 'Trần'.repeat(50);
    const saved = await callApi(page, 'PUT', `/api/orders/lead-info/${lead.leadId}`, {
      version: detail.data.leadData.version,
      customerName: longest,
    });
    expect(saved.code).toBe(200);

    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await page.getByTestId('order-edit-lead').waitFor();
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.innerText()).toContain(longest.slice(0, 20));
    await expect(endsInEllipsis(title)).resolves.toBe(true);
    await expectInsideWindow(page, title);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-limits-lead-title-vi.png` });

    const name = page.getByTestId('order-edit-name');
    await name.fill('N'.repeat(5000));
    await expect(name.inputValue()).resolves.toHaveLength(200);
  });
});
