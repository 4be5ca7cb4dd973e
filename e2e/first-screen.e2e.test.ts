import { PATHS } from '@leadline/contracts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

/** Resolves once the page asks for something `wanted` picks. */
function seen(page: Page, wanted: (request: Request) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const listener = (request: Request) => {
      if (!wanted(request)) return;
      page.off('request', listener);
      resolve();
    };
    page.on('request', listener);
  });
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * docs/web.md 'The first screen': a signed-in visit asks for what its first screen needs at once,
 * not one piece after another. Each test holds back one answer until the page has asked for
 * something that used to wait for that answer: a page still chained that way never gets the answer
 * and never draws its list. (Routing in Playwright bypasses the browser's cache: every file is
 * asked for again, as on a first visit.)
 */
describe('the first screen: no call waits on another it does not need', () => {
  const suite = useBrowserSuite();

  it("the order list is asked for while the resell router's answer is on its way", async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: PATHS.dashboard });
    const listAsked = seen(page, (request) => pathOf(request) === '/api/orders/list');
    await page.route('**/api/orders/list/resell-router', async (route) => {
      await listAsked;
      await route.continue();
    });
    await page.goto(PATHS.orderList);
    await waitForSettledTable(page, 'order-list');
    expect(await page.getByTestId('order-list-row').count()).toBeGreaterThan(0);
  });

  it("the shell's and the page's code download while GET agent/me is on its way", async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: PATHS.dashboard });
    const shellAsked = seen(page, (request) => /\/assets\/shell-[\w-]+\.js$/.test(pathOf(request)));
    const pageAsked = seen(page, (request) => /\/assets\/order-list-page-[\w-]+\.js$/.test(pathOf(request)));
    await page.route('**/api/agent/me', async (route) => {
      await Promise.all([shellAsked, pageAsked]);
      await route.continue();
    });
    await page.goto(PATHS.orderList);
    await waitForSettledTable(page, 'order-list');
    await page.getByTestId('app-shell').waitFor();
  });

  it("the shell's and the page's code are asked for before the app's code has come", async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: PATHS.dashboard });
    const shellAsked = seen(page, (request) => /\/assets\/shell-[\w-]+\.js$/.test(pathOf(request)));
    const pageAsked = seen(page, (request) => /\/assets\/order-list-page-[\w-]+\.js$/.test(pathOf(request)));
    // The app's module (MUI, the router, the query client): asked from it, the first screen's code
    // would wait for it to come and run.
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await Promise.all([shellAsked, pageAsked]);
      await route.continue();
    });
    await page.goto(PATHS.orderList);
    await waitForSettledTable(page, 'order-list');
    await page.getByTestId('app-shell').waitFor();
  });
});
