import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** Error and login pages hide the navbar, toolbar and footer (SPEC.md 2.3). */
async function expectBarePage(page: Page): Promise<void> {
  await expect(page.getByTestId('app-toolbar').count()).resolves.toBe(0);
  await expect(page.getByTestId('navbar').count()).resolves.toBe(0);
  await expect(page.getByTestId('app-shell').count()).resolves.toBe(0);
}

/** SPEC.md 2.3 redirects and 2.4 route guard. */
describe('route guard, error pages and redirects', () => {
  const suite = useBrowserSuite();

  it('an agent opening a finance-only page ends on deny-access, with a link back to the dashboard', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.goto('/apps/orders/transactionVerification');
    await page.waitForURL('**/apps/errors/deny-access');
    const errorPage = page.getByTestId('error-page-denyAccess');
    await errorPage.waitFor();
    await expect(errorPage.innerText()).resolves.toContain('You do not have permission to access this page');
    await expectBarePage(page);
    // The denied route's own page is not shown.
    await expect(page.getByTestId('page-orders.transactionVerification').count()).resolves.toBe(0);

    const back = page.getByRole('link', { name: 'Back to dashboard' });
    await expect(back.getAttribute('href')).resolves.toBe('/apps/dashboard');
    await back.click();
    await page.waitForURL('**/apps/dashboard');
    await page.getByTestId('dashboard').waitFor();
  });

  it('the agent does not see the finance-only page in the navigation', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.getByTestId('nav-orders.list').waitFor();
    await expect(page.getByTestId('nav-orders.transactionVerification').count()).resolves.toBe(0);
  });

  it('an administrator reaches the settings, users, agent groups and campaigns by clicking, under Administration', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const navbar = page.getByTestId('navbar');
    await navbar.getByText('Administration', { exact: true }).waitFor();
    for (const [route, path] of [
      ['settings.crm', '/apps/settings/crm'],
      ['system.agentGroup', '/apps/system/agent-group/all'],
      ['campaign.management', '/apps/campaign/management'],
      ['campaign.configurations', '/apps/campaign/configurations'],
    ] as const) {
      await page.getByTestId(`nav-${route}`).click();
      await page.waitForURL(`**${path}`);
      await page.getByTestId(`page-${route}`).waitFor();
    }
    // The settings' first tab is the users list.
    await page.getByTestId('nav-settings.crm').click();
    await page.getByTestId('page-settings.crm').getByRole('tab', { name: 'Users' }).waitFor();

    const agent = await suite.openLoggedIn('vn1.agent');
    await agent.getByTestId('nav-orders.list').waitFor();
    await expect(agent.getByTestId('nav-settings.crm').count()).resolves.toBe(0);
    await expect(
      agent.getByTestId('navbar').getByText('Administration', { exact: true }).count(),
    ).resolves.toBe(0);
  });

  it('a finance user can open transaction verification (placeholder page)', async () => {
    const page = await suite.openLoggedIn('vn1.finance');
    await page.goto('/apps/orders/transactionVerification');
    await page.getByTestId('page-orders.transactionVerification').waitFor();
    expect(pathOf(page)).toBe('/apps/orders/transactionVerification');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Transaction Verification',
    );
    await page.getByTestId('app-toolbar').waitFor();
  });

  it('unknown paths go to error-404, which shows no navbar or toolbar', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    for (const unknown of ['/apps/nope/nothing', '/totally/unknown']) {
      await page.goto(unknown);
      await page.waitForURL('**/apps/errors/error-404');
      await page.getByTestId('error-page-notFound').waitFor();
      await expect(page.getByTestId('error-page-notFound').innerText()).resolves.toContain('Page not found');
      await expectBarePage(page);
    }
  });

  it('/ goes to the dashboard and /apps/orders to the order list', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.goto('/');
    await page.waitForURL('**/apps/dashboard');
    await page.getByTestId('dashboard').waitFor();

    await page.goto('/apps/orders');
    await page.waitForURL('**/apps/orders/list');
    await page.getByTestId('page-orders.list').waitFor();
    await page.getByTestId('app-toolbar').waitFor();
  });

  it('the other section roots of SPEC.md 2.3 redirect too', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const redirects: [string, string][] = [
      ['/apps/customers', '/apps/customers/cdrs'],
      ['/apps/products', '/apps/products/management'],
      ['/apps/callback', '/apps/callback/list'],
    ];
    for (const [from, to] of redirects) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await page.getByTestId('app-content').waitFor();
    }
  });

  it('the login page shows no navbar or toolbar', async () => {
    const page = await suite.open();
    await page.goto('/auth/login');
    await page.getByTestId('login-username').waitFor();
    await expectBarePage(page);
  });
});
