import type { Browser, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import { waitForSettledTable } from '../../../../../e2e/support/controls.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { callApi } from '../../../../../e2e/support/session.js';
import { type ScreenshotScene, type Shoot, shootScreen } from '../../../../../scripts/screenshot-scene.js';

/**
 * The two pages whose weight bench/README.md measures, en and vi: the login page (empty, then with the
 * wrong-password message and the language menu open) and vn1.agent's order list with its rows;
 * and the other pages of the login page's frame (forgot password, vn4.agent's dialer mode).
 * `SCREENSHOTS_ONLY=weight`; with WEB_DIST_DIR another build (the "before" shots of docs/web.md).
 */
async function shootWeight(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `weight-login-${language}`);
    await loginThroughPage(page, 'vn1.agent', 'Wrong@1234');
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId(`language-${language}`).waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `weight-login-error-${language}`);
    await page.keyboard.press('Escape');
    // The other pages in the same frame (auth-layout.tsx): forgot password, and the dialer mode.
    await page.goto('/auth/forgot-password');
    await page.locator('form').first().waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `weight-forgot-password-${language}`);
    await loginThroughPage(page, 'vn4.agent');
    await page.getByTestId('dialer-continue').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `weight-dialer-mode-${language}`);
    await page.evaluate(() => window.localStorage.removeItem('access_token'));
    await loginThroughPage(page, 'vn1.agent');
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await page.goto('/apps/orders/list');
    await waitForSettledTable(page, 'order-list');
    await page.getByTestId('order-list-row').first().waitFor();
    await page.waitForTimeout(500);
    await shoot(page, `weight-order-list-${language}`);
    await context.close();
  }
}

/** A lead of the agent with a call on it: its edit screen, shot before the list (full page). */
async function shootOrderEdit(page: Page, language: 'en' | 'vi', shoot: Shoot) {
  const list = await callApi<{ leadId: number; phone: string; typeLead: string }[]>(
    page,
    'GET',
    '/api/orders/list?size=1',
  );
  const lead = list.data[0];
  if (!lead) return;
  await callApi(page, 'GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`);
  await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
  await page.getByTestId('tab-history').waitFor();
  await page.waitForTimeout(800);
  await shoot(page, `order-edit-${language}`, { fullPage: true });
}

export const SCENES: ScreenshotScene[] = [
  { name: 'weight', run: ({ browser, server, shoot }) => shootWeight(browser, server, shoot) },
  {
    name: 'order-list',
    run: (context) =>
      shootScreen(
        context,
        { name: 'order-list', user: 'vn1.agent', path: '/apps/orders/list', ready: 'order-list' },
        (page, language) => shootOrderEdit(page, language, context.shoot),
      ),
  },
  {
    name: 'order-management',
    run: (context) =>
      shootScreen(context, {
        name: 'order-management',
        user: 'vn1.manager',
        path: '/apps/orders/management',
        ready: 'order-management',
      }),
  },
];
