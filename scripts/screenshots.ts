/**
 * Takes screenshots of the main screens in English and Vietnamese into ./screenshots, at the
 * common call-centre monitor (1366x768) and at 1920x1080, to look at before resolving an issue:
 * `npx tsx scripts/screenshots.ts` (needs `npm run build` first). SCREENSHOT_SIZES=1366x768 takes one.
 * `SCREENSHOTS_ONLY=trash` takes only the trash screens, `=shipping` the shipping ones, `=shipping-pending`
 * pending shipping, `=validation` the validation ones, `=distribution` bulk distribution, `=products`
 * the catalogue screens, `=people` users and agent groups, `=payments` the payment QR and transaction
 * verification, `=postbacks` pending postback, `=reconcile` DO reconcile, `=callbacks` the callback and
 * campaign screens, `=settings` the org settings tabs and the profile, `=dashboard` each role's
 * dashboard panels, `=throughput` the CDR list's capped total, `=weight` the login page and the order
 * list of issue 12's page weights.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, loginThroughPage, newPage } from '../e2e/support/browser.js';
import { typeDate } from '../e2e/support/controls.js';
import { startServer } from '../e2e/support/server.js';
import { callApi } from '../e2e/support/session.js';
import { SCREENSHOT_SIZES } from './screenshot-sizes.js';
import { shootCallbacks } from './screenshots-callbacks.js';
import { shootDashboard } from './screenshots-dashboard.js';
import { shootDistribution } from './screenshots-distribution.js';
import { shootPayments } from './screenshots-payments.js';
import { shootPeople } from './screenshots-people.js';
import { shootPostbacks } from './screenshots-postbacks.js';
import { shootProducts } from './screenshots-products.js';
import { shootReconcile } from './screenshots-reconcile.js';
import { shootSettings } from './screenshots-settings.js';
import { shootShippingPending } from './screenshots-shipping-pending.js';
import { shootThroughput } from './screenshots-throughput.js';
import { shootWeight } from './screenshots-weight.js';

const outDir = 'screenshots';
const only = process.env.SCREENSHOTS_ONLY;
mkdirSync(outDir, { recursive: true });
const sizes = SCREENSHOT_SIZES;

/** One screenshot per size, named `<name>-<width>x<height>.png`; the layout settles after a resize. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/${name}-${size.width}x${size.height}.png`, ...options });
  }
}
/**
 * The validation list, its dialogs and an order's detail page. A server of their own with calls 20
 * times faster, so that a pending order's lead has a recorded call for the recordings dialog.
 */
async function validationScreens() {
  const fast = await startServer({ TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'validation-shots' });
  try {
    const caller = await newPage(browser, fast.baseURL, { language: 'en' });
    await loginThroughPage(caller.page, 'vn1.manager');
    await caller.page.waitForURL((url) => url.pathname !== '/auth/login');
    const pending = await callApi<{ soId: number; leadId: number; phone: string; isOutOfStock: boolean }[]>(
      caller.page,
      'POST',
      '/api/SO/ValidationList',
      { status: [1], limit: 10 },
    );
    // Two calls on each of the first orders' leads: the dialog lists several, some answered.
    for (const order of pending.data.slice(0, 3))
      for (let call = 0; call < 2; call++) {
        await callApi(
          caller.page,
          'GET',
          `/api/phone/${encodeURIComponent(order.phone)}?leadId=${order.leadId}`,
        );
        await caller.page.waitForTimeout(4000);
      }
    await caller.context.close();
    const first = pending.data[0];
    for (const language of ['en', 'vi'] as const) {
      const { context, page } = await newPage(browser, fast.baseURL, { language });
      await loginThroughPage(page, 'vn1.validator');
      await page.waitForURL((url) => url.pathname !== '/auth/login');
      await page.goto('/apps/orders/validation');
      await page.getByTestId('validation-list-row').first().waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `validation-list-${language}`);
      if (first) {
        await page.getByTestId(`play-${first.soId}`).click();
        await page.getByTestId('lead-call').first().waitFor();
        await page.waitForTimeout(400);
        await shoot(page, `validation-recordings-${language}`);
        const play = page.getByTestId('lead-call-play').first();
        if (await play.count()) {
          await play.click();
          await page.getByTestId('cdr-audio').waitFor();
          await page.waitForTimeout(600);
          await shoot(page, `validation-player-${language}`);
          await page.getByTestId('cdr-player-close').click();
        }
        await page.getByTestId('recordings-close').click();
        await page.getByTestId('recordings-dialog').waitFor({ state: 'detached' });
        await page.getByTestId(`approve-later-${first.soId}`).click();
        await page.getByTestId('delay-dialog').waitFor();
        await typeDate(page, 'delay-at', new Date(2020, 0, 1, 8, 0), { time: true });
        await page.getByTestId('delay-confirm').click();
        await page.waitForTimeout(400);
        await shoot(page, `validation-delay-${language}`);
        await page.keyboard.press('Escape');
        await page.getByTestId(`cancel-${first.soId}`).click();
        await page.getByTestId('cancel-confirm').click();
        await page.waitForTimeout(400);
        await shoot(page, `validation-cancel-${language}`);
        await page.keyboard.press('Escape');
        await page.goto(`/apps/orders/validation/detail/${first.soId}`);
        await page.getByTestId('validation-detail-lines').waitFor();
        await page.waitForTimeout(800);
        await shoot(page, `validation-detail-${language}`);
      }
      await context.close();
    }
  } finally {
    await fast.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  if (!only || only === 'people') await shootPeople(browser, server, shoot);
  if (!only || only === 'settings') await shootSettings(browser, server, shoot);
  if (!only || only === 'shipping-pending') await shootShippingPending(browser, server, shoot);
  if (!only || only === 'reconcile') await shootReconcile(browser, server, shoot);
  if (!only || only === 'distribution') await shootDistribution(browser, server, shoot);
  if (!only || only === 'payments') await shootPayments(browser, server, shoot);
  if (!only || only === 'validation') await validationScreens();
  if (!only || only === 'products') await shootProducts(browser, server, shoot);
  if (!only || only === 'postbacks') await shootPostbacks(browser, server, shoot);
  if (!only || only === 'callbacks') await shootCallbacks(browser, server, shoot);
  if (!only || only === 'dashboard') await shootDashboard(browser, server, shoot, sizes);
  if (!only || only === 'throughput') await shootThroughput(browser, shoot);
  if (!only || only === 'weight') await shootWeight(browser, server, shoot);
  // Trash management, its restore dialog and a trashed lead's page.
  for (const language of !only || only === 'trash' ? (['en', 'vi'] as const) : []) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(page, 'vn1.manager');
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await page.goto('/apps/orders/trash-management');
    await page.getByTestId('trash-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `trash-management-${language}`);
    await page.getByTestId('trash-list-row').first().getByRole('button').click();
    await page.getByTestId('restore-confirm').click();
    await page.waitForTimeout(400);
    await shoot(page, `trash-restore-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('restore-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('trash-list-row').first().click();
    await page.getByTestId('trash-detail-history').waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `trash-lead-${language}`, { fullPage: true });
    await context.close();
  }
  // The shipping lists, the order detail's tabs, the import dialog, DHL's change of status.
  if (!only || only === 'shipping')
    await server.engine.db
      .updateTable('deliveryOrders')
      .set((eb) => ({ partner: 'DHL', trackingCode: eb.fn.coalesce('trackingCode', eb.val('DHL0000001')) }))
      .where('id', 'in', (eb) =>
        eb.selectFrom('deliveryOrders').select('id').where('orgId', '=', 4).where('status', '=', 2).limit(5),
      )
      .execute();
  for (const language of !only || only === 'shipping' ? (['en', 'vi'] as const) : []) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(page, 'vn1.logistics');
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await page.goto('/apps/orders/shipping');
    await page.getByTestId('shipping-list-row').first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-${language}`);
    // The first DO cancelled, so that its History tab has entries to show.
    const first = Number(await page.getByTestId('shipping-list-row').first().getAttribute('data-row-id'));
    if (language === 'en') await callApi(page, 'PUT', `/api/shipping/orders/${first}/cancel`);
    await page.getByTestId('shipping-list-row').first().click();
    await page.getByTestId('shipping-detail-order').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `shipping-detail-order-${language}`);
    await page.getByTestId('tab-history').click();
    await page.waitForTimeout(800);
    await shoot(page, `shipping-detail-history-${language}`);
    await page.getByTestId('tab-items').click();
    await page.getByTestId('shipping-items-total').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-detail-items-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('shipping-detail').waitFor({ state: 'detached' });
    await page.getByTestId('shipping-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-import-${language}`);
    await page.keyboard.press('Escape');
    await page.goto('/apps/orders/shipping-dhl');
    await page.getByTestId('shipping-list-row').first().waitFor();
    await page.waitForTimeout(600);
    await shoot(page, `shipping-dhl-${language}`);
    await page.locator('[data-testid^="change-status-"]:not([disabled])').first().click();
    await page.getByTestId('dhl-status-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `shipping-dhl-status-${language}`);
    await context.close();
  }
  for (const language of only ? [] : (['en', 'vi'] as const)) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    await shoot(page, `login-${language}`);
    await loginThroughPage(page, 'vn1.admin');
    await page.getByTestId('dashboard').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `dashboard-${language}`);
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-panel').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `settings-${language}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu-open').click();
    await page.getByTestId('open-change-password').click();
    await page.getByTestId('password-oldPassword').fill('x');
    await page.getByTestId('password-newPassword').fill('short');
    await page.getByTestId('password-confirmPassword').fill('other');
    await page.getByTestId('password-oldPassword').click();
    await page.waitForTimeout(300);
    await shoot(page, `change-password-${language}`);
    await context.close();
  }
  for (const [name, user] of only
    ? []
    : ([
        ['agent-dashboard', 'vn1.expiring'],
        ['expired', 'vn1.expired'],
        ['auto-dial', 'vn4.agent'],
      ] as const)) {
    const { context, page } = await newPage(browser, server.baseURL, { language: 'vi' });
    await loginThroughPage(page, user);
    await page.waitForTimeout(1500);
    await shoot(page, `${name}-vi`);
    await context.close();
  }
  // The agent's and supervisor's screens, in both languages.
  const screens: { name: string; user: string; path: string; ready: string; click?: string }[] = [
    { name: 'order-list', user: 'vn1.agent', path: '/apps/orders/list', ready: 'order-list' },
    {
      name: 'order-management',
      user: 'vn1.manager',
      path: '/apps/orders/management',
      ready: 'order-management',
    },
    {
      name: 'order-create',
      user: 'vn1.agent',
      path: '/apps/orders/create/lead',
      ready: 'order-create-submit',
    },
    { name: 'cdrs', user: 'vn1.manager', path: '/apps/customers/cdrs', ready: 'cdr-table' },
    { name: 'live-board', user: 'vn1.manager', path: '/apps/agents/live-board', ready: 'live-board' },
    {
      name: 'agent-status',
      user: 'vn1.agent',
      path: '/apps/dashboard',
      ready: 'agent-status',
      click: 'agent-status',
    },
    { name: 'auto-dialer', user: 'vn4.agent', path: '/apps/auto-dialer/next', ready: 'page-auto-dialer' },
    {
      name: 'dashboard-validator',
      user: 'vn1.validator',
      path: '/apps/dashboard',
      ready: 'dashboard-fulfilment',
    },
  ];
  for (const language of only ? [] : (['en', 'vi'] as const)) {
    for (const screen of screens) {
      const { context, page } = await newPage(browser, server.baseURL, { language });
      await loginThroughPage(page, screen.user);
      await page.waitForURL((url) => url.pathname !== '/auth/login');
      if (screen.name === 'order-list') {
        // A lead of the agent with a call on it: the edit screen, then the list.
        const list = await callApi<{ leadId: number; phone: string; typeLead: string }[]>(
          page,
          'GET',
          '/api/orders/list?size=1',
        );
        const lead = list.data[0];
        if (lead) {
          await callApi(page, 'GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`);
          await page.goto(`/apps/orders/edit/${lead.typeLead}/${lead.leadId}`);
          await page.getByTestId('tab-history').waitFor();
          await page.waitForTimeout(800);
          await shoot(page, `order-edit-${language}`, { fullPage: true });
        }
      }
      await page.goto(screen.path);
      await page.getByTestId(screen.ready).first().waitFor();
      if (screen.click) await page.getByTestId(screen.click).click();
      await page.waitForTimeout(1000);
      await shoot(page, `${screen.name}-${language}`);
      await context.close();
    }
  }
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await browser.close();
  await server.close();
}
