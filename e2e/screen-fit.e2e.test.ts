import type { OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * At 1366x768, the common call-centre monitor, the agent's order list has no sideways scroll, the
 * edit screen's order lines fit their card (Amount and the remove button included), and Save stays
 * in view however far the form is scrolled. In English and Vietnamese.
 */
describe('screens fit 1366x768', () => {
  const suite = useBrowserSuite();

  const overflow = (page: Page, selector: string) =>
    page.evaluate((css) => {
      const box = document.querySelector(css) as HTMLElement | null;
      const table = box?.querySelector('table') as HTMLElement | null;
      if (!box || !table) return null;
      return table.scrollWidth - (table.parentElement as HTMLElement).clientWidth;
    }, selector);

  for (const language of ['en', 'vi'] as const) {
    it(`the order list and the edit screen's lines fit, Save stays in view (${language})`, async () => {
      const page = await suite.openLoggedIn('vn1.agent', { language });
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${suite.baseURL}/apps/orders/list`);
      await page.getByTestId('order-list-row').first().waitFor();
      expect(await overflow(page, '[data-testid="order-list"]')).toBeLessThanOrEqual(0);

      const rows = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list', { limit: 100 });
      const withOrder = rows.data.find((row) => row.saleOrder?.status.value === 1);
      expect(withOrder).toBeDefined();
      await page.goto(`${suite.baseURL}/apps/orders/edit/lead/${withOrder!.leadId}`);
      const card = page.getByTestId('order-edit-lines');
      await page.getByTestId('order-line').first().waitFor();
      expect(await overflow(page, '[data-testid="order-edit-lines"]')).toBeLessThanOrEqual(0);
      const cardBox = (await card.boundingBox())!;
      for (const testId of ['order-line-remove', 'order-total']) {
        const box = (await page.getByTestId(testId).first().boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }

      // Scrolled to the end of the form, Save is still on screen and can be clicked.
      await page.getByTestId('app-content').evaluate((content) => content.scrollTo(0, content.scrollHeight));
      await page.waitForTimeout(200);
      const save = (await page.getByTestId('order-edit-save').boundingBox())!;
      expect(save.y).toBeGreaterThanOrEqual(0);
      expect(save.y + save.height).toBeLessThanOrEqual(768);
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="order-edit-save"]') !== null,
        { x: save.x + save.width / 2, y: save.y + save.height / 2 },
      );
      expect(hit).toBe(true);
    });
  }

  const lists = [
    { user: 'vn1.manager', path: '/apps/orders/management', testId: 'order-management' },
    { user: 'vn1.logistics', path: '/apps/orders/shipping', testId: 'shipping-list' },
    { user: 'vn1.validator', path: '/apps/orders/shipping-pending', testId: 'shipping-pending-list' },
    // These three once scrolled sideways at 1366 px.
    { user: 'vn1.manager', path: '/apps/callback/management', testId: 'callback-list' },
    { user: 'vn1.director', path: '/apps/orders/pendingPostback', testId: 'postbacks-list' },
    { user: 'vn1.admin', path: '/apps/settings/crm', testId: 'users-list' },
  ];
  for (const language of ['en', 'vi'] as const) {
    it(`order management, shipping, pending shipping, callback management, pending postback and users fit without sideways scroll (${language})`, async () => {
      for (const list of lists) {
        const page = await suite.openLoggedIn(list.user, { language });
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.goto(`${suite.baseURL}${list.path}`);
        await page.getByTestId(`${list.testId}-row`).first().waitFor();
        expect(await overflow(page, `[data-testid="${list.testId}"]`), list.path).toBeLessThanOrEqual(0);
      }
      // Six sign-ins and six lists: more than one test's 60 s when the files share two cores.
    }, 150_000);
  }
  // These once scrolled sideways at 1366 px (trash management 347 px, products 317, combos 284,
  // promotions 141, a manager's order list 78, reconcile 92 in Vietnamese). HQ's catalogue lists
  // carry every org's rows, so they are walked for hq.admin too.
  const moreLists = [
    {
      user: 'vn1.manager',
      lists: [
        { path: '/apps/orders/trash-management', testId: 'trash-list' },
        { path: '/apps/orders/list', testId: 'order-list' },
        // The screen walk of 28 Nov 2026 found it 60 px too wide in Vietnamese.
        { path: '/apps/campaign/management', testId: 'campaign-list' },
      ],
    },
    {
      user: 'vn1.manager',
      lists: [
        { path: '/apps/products/management', testId: 'product-list' },
        { path: '/apps/product-combo/management', testId: 'combo-list' },
        { path: '/apps/product-promotion/management', testId: 'promotion-list' },
      ],
    },
    {
      user: 'hq.admin',
      lists: [
        { path: '/apps/products/management', testId: 'product-list' },
        { path: '/apps/product-combo/management', testId: 'combo-list' },
        { path: '/apps/product-promotion/management', testId: 'promotion-list' },
      ],
    },
    { user: 'vn1.finance', lists: [{ path: '/apps/orders/reconcile', testId: 'reconcile-table' }] },
  ];
  for (const language of ['en', 'vi'] as const) {
    for (const { user, lists: userLists } of moreLists) {
      it(`${userLists.map((list) => list.testId).join(', ')} fit without sideways scroll for ${user} (${language})`, async () => {
        const page = await suite.openLoggedIn(user, { language });
        await page.setViewportSize({ width: 1366, height: 768 });
        for (const list of userLists) {
          await page.goto(`${suite.baseURL}${list.path}`);
          await page.getByTestId(`${list.testId}-row`).first().waitFor();
          expect(
            await overflow(page, `[data-testid="${list.testId}"]`),
            `${user} ${list.path}`,
          ).toBeLessThanOrEqual(0);
        }
      }, 150_000);
    }
  }
});
