import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene, shootScreen } from '../../../../../scripts/screenshot-scene.js';

const PANELS = ['panel-agent', 'panel-team', 'panel-manager', 'panel-finance', 'dashboard-fulfilment'];

/**
 * The dashboard's role panels (docs/dashboard.md), en and vi: the page's top, then each panel the
 * user has as a picture of its own (the shell scrolls inside, so a full-page shot would stop at the
 * fold): an agent's day, a team leader's team, a manager's campaigns over 30 days, finance's cash.
 */
async function shootDashboard(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
  sizes: { width: number; height: number }[],
): Promise<void> {
  const users = [
    { user: 'vn1.agent', panel: 'panel-agent', name: 'agent' },
    { user: 'vn1.team-leader', panel: 'panel-team', name: 'team-leader' },
    { user: 'vn1.manager', panel: 'panel-manager', name: 'manager' },
    { user: 'vn1.finance', panel: 'panel-finance', name: 'finance' },
  ];
  for (const language of ['en', 'vi'] as const) {
    for (const { user, panel, name } of users) {
      const { context, page } = await openSignedIn(browser, server, user, language);
      await page.goto('/apps/dashboard');
      await page.getByTestId(panel).locator('[data-testid^="figure-"]').first().waitFor();
      if (name === 'manager')
        await page.getByTestId('manager-range').getByRole('button', { name: /30/ }).click();
      await page.waitForTimeout(1500);
      await shoot(page, `dashboard-${name}-${language}`);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.waitForTimeout(500);
        for (const testId of PANELS) {
          const card = page.getByTestId(testId);
          if ((await card.count()) === 0) continue;
          await card.screenshot({
            path: `screenshots/dashboard-${name}-${language}-${testId}-${size.width}x${size.height}.png`,
          });
        }
      }
      await context.close();
    }
  }
}

export const SCENES: ScreenshotScene[] = [
  {
    name: 'dashboard',
    run: ({ browser, server, shoot, sizes }) => shootDashboard(browser, server, shoot, sizes),
  },
  {
    name: 'dashboard-validator',
    run: (context) =>
      shootScreen(context, {
        name: 'dashboard-validator',
        user: 'vn1.validator',
        path: '/apps/dashboard',
        ready: 'dashboard-fulfilment',
      }),
  },
];
