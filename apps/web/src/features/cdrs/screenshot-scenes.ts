import type { Browser, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import { startServer } from '../../../../../e2e/support/server.js';
import { callApi } from '../../../../../e2e/support/session.js';
import { openSignedIn, type ScreenshotScene, shootScreen } from '../../../../../scripts/screenshot-scene.js';

/**
 * The CDR list's capped total (docs/web.md): a server of its own with LIST_TOTAL_CAP=5 and a few calls
 * made, so the demo's handful of calls is "above the cap" and the pager shows its estimate
 * ("1–… of about N", no last-page button), en and vi, as the manager.
 */
async function shootThroughput(
  browser: Browser,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  const server = await startServer({ LIST_TOTAL_CAP: '5', TELEPHONY_SIM_SPEED: '50' });
  try {
    const agent = await newPage(browser, server.baseURL, { language: 'en' });
    await loginThroughPage(agent.page, 'vn1.agent');
    await agent.page.waitForURL((url) => url.pathname !== '/auth/login');
    const leads = await callApi<{ leadId: number; phone: string }[]>(
      agent.page,
      'GET',
      '/api/orders/list?limit=8',
    );
    for (const lead of leads.data) {
      await callApi(agent.page, 'GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`);
      await agent.page.waitForTimeout(1500);
    }
    await agent.context.close();
    // PGlite has no autovacuum: the estimate above the cap reads fresh statistics, as a server's would.
    await server.engine.exclusive((session) => session.run('ANALYZE calls'));
    for (const language of ['en', 'vi'] as const) {
      const { context, page } = await openSignedIn(browser, server, 'vn1.manager', language);
      await page.goto('/apps/customers/cdrs');
      await page.getByTestId('cdr-table').first().waitFor();
      await page.waitForTimeout(1000);
      // At 1366x768 the pager is below the fold (the content scrolls): the 1920x1080 shot shows it.
      await shoot(page, `cdrs-capped-total-${language}`);
      await context.close();
    }
  } finally {
    await server.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'throughput', run: ({ browser, shoot }) => shootThroughput(browser, shoot) },
  {
    name: 'cdrs',
    run: (context) =>
      shootScreen(context, {
        name: 'cdrs',
        user: 'vn1.manager',
        path: '/apps/customers/cdrs',
        ready: 'cdr-table',
      }),
  },
];
