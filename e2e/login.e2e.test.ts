import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginThroughPage } from './support/browser.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** SPEC.md 2.4 and 4 (login) and 8 (login without a role), through the real login page. */
describe('login and landing', () => {
  const suite = useBrowserSuite();

  it('an agent of VN1 lands on the dashboard and sees their full name', async () => {
    const page = await suite.open();
    await loginThroughPage(page, 'vn1.agent');
    await page.waitForURL('**/apps/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await expect(page.getByTestId('dashboard-user').innerText()).resolves.toContain('Lê Thị Hoa');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Welcome, Lê Thị Hoa');
    await expect(page.getByTestId('user-menu-open').innerText()).resolves.toContain('Lê Thị Hoa');
  });

  it('an agent of VN4 lands on the dialer-mode page; Manual then Continue goes to the dashboard', async () => {
    const page = await suite.open();
    await loginThroughPage(page, 'vn4.agent');
    await page.waitForURL('**/auth/login-auto-dial');
    await expect(page.getByTestId('app-toolbar').count()).resolves.toBe(0);
    await page.getByRole('radio', { name: /Manual/ }).check();
    await page.getByTestId('dialer-continue').click();
    await page.waitForURL('**/apps/dashboard');
    await expect(page.getByTestId('dashboard-user').innerText()).resolves.toContain('Trương Thị Ngọc');
  });

  it('a user without a role stays on the login page with the no-role message', async () => {
    const page = await suite.open();
    await loginThroughPage(page, 'vn1.norole');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toBe(
      'This user does not have role, please set role before login, thank you!!',
    );
    expect(pathOf(page)).toBe('/auth/login');
    // No session was kept: the dashboard still asks for a login.
    await expect(page.evaluate(() => window.localStorage.getItem('access_token'))).resolves.toBeNull();
    await page.goto('/apps/dashboard');
    await page.waitForURL('**/auth/login');
  });

  it('a wrong password shows an error and stays on the login page', async () => {
    const page = await suite.open();
    await loginThroughPage(page, 'vn1.agent', 'Wrong@1234');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toBe('Bad credentials');
    expect(pathOf(page)).toBe('/auth/login');
    await expect(page.getByTestId('login-submit').isVisible()).resolves.toBe(true);
  });

  it('a logged-in user who opens the login page is sent to the dashboard', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.goto('/auth/login');
    await page.waitForURL('**/apps/dashboard');
    await page.getByTestId('dashboard').waitFor();
  });

  it('a page opened without a session goes to login, then back to that page after logging in', async () => {
    const page = await suite.open();
    await page.goto('/apps/orders/list');
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-username').fill('vn1.agent');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/apps/orders/list');
    await page.getByTestId('page-orders.list').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Order List');
  });

  it('logout returns to the login page and the dashboard then asks for a login again', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.getByTestId('user-menu-open').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-username').waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('access_token'))).resolves.toBeNull();
    await page.goto('/apps/dashboard');
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-submit').waitFor();
    // The browser's history cannot bring the dashboard back either.
    await page.goBack().catch(() => undefined);
    await page.waitForURL((url) => url.pathname === '/auth/login');
  });
});
