import { type Language, type OrderDetail, translate } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * docs/web.md 'Tab titles': every tab is titled by its screen ("<screen> · Leadline") and, on the
 * lead page, by the lead it shows ("Lead #<id> · <customer> · <screen> · Leadline"), in the UI's
 * language (shared/ui/document-title.tsx, set once by the page frame).
 */

const titleOf = (language: Language, key: string) => `${translate(language, key)} · Leadline`;

async function openScreen(page: Page, path: string, testId?: string) {
  await page.goto(path);
  if (testId) await page.getByTestId(testId).waitFor();
}

describe('tab titles name the screen and the lead it shows', () => {
  const suite = useBrowserSuite();

  for (const language of ['en', 'vi'] as const)
    it(`names the screen, and the lead on the lead page (${language})`, async () => {
      const login = await suite.open({ language });
      await login.goto('/auth/login');
      await expect.poll(() => login.title()).toBe(titleOf(language, 'AUTH.LOGIN'));

      const page = await suite.openLoggedIn('vn1.agent', { language });
      await expect.poll(() => page.title()).toBe(titleOf(language, 'NAV.DASHBOARD'));

      await openScreen(page, '/apps/callback/list');
      await expect.poll(() => page.title()).toBe(titleOf(language, 'PAGES.CALLBACK_LIST'));

      await openScreen(page, '/apps/orders/list');
      await waitForSettledTable(page, 'order-list');
      await expect.poll(() => page.title()).toBe(titleOf(language, 'NAV.ORDER_LIST'));

      // Opening a lead from the list (in the app, no reload): its id and customer come first.
      const row = page.getByTestId('order-list-row').first();
      const leadId = Number(await row.getAttribute('data-row-id'));
      await row.click();
      await page.waitForURL(`**/apps/orders/edit/lead/${leadId}`);
      const detail = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${leadId}`);
      const lead = translate(language, 'ORDER_EDIT.TITLE', {
        id: leadId,
        name: detail.data.leadData.customerName,
      });
      await expect.poll(() => page.title()).toBe(`${lead} · ${titleOf(language, 'PAGES.ORDER_EDIT')}`);

      // Back to a list: the lead leaves the title with its page.
      await page.goBack();
      await expect.poll(() => page.title()).toBe(titleOf(language, 'NAV.ORDER_LIST'));
    });

  it('names the validation list in the validator’s tab', async () => {
    const page = await suite.openLoggedIn('vn1.validator');
    await openScreen(page, '/apps/orders/validation', 'page-orders.validation');
    await expect.poll(() => page.title()).toBe(titleOf('en', 'NAV.VALIDATION'));
  });
});
