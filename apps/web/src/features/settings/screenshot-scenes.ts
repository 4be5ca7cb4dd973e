import type { Browser, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * The org settings tabs of /apps/settings/crm (web phone, bank account for QR, delivery cut-off)
 * and the profile page, en and vi (docs/settings.md); a Thai org's PromptPay account too.
 */
async function shootSettings(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.admin', language);
    for (const [tab, testId] of [
      ['web-phone', 'settings-web-phone'],
      ['logistics', 'settings-logistics'],
      ['payment', 'settings-payment'],
      ['postbacks', 'settings-postbacks'],
      ['delivery-cutoff', 'settings-cutoff'],
      ['delivery-risk', 'settings-risk'],
    ] as const) {
      await page.goto(`/apps/settings/crm?tab=${tab}`);
      await page.getByTestId(testId).waitFor();
      await page.waitForTimeout(600);
      await shoot(page, `settings-${tab}-${language}`);
    }
    // A refused BIN: the form's warning.
    await page.goto('/apps/settings/crm?tab=payment');
    await page.getByTestId('payment-bank-bin').fill('9704');
    await page.getByTestId('payment-problem').waitFor();
    await shoot(page, `settings-payment-invalid-${language}`);
    // A network's form with a placeholder the builder does not know.
    await page.goto('/apps/settings/crm?tab=postbacks');
    await page.getByTestId('postback-network-row').first().waitFor();
    await page.getByTestId('postback-network-new').click();
    await page.getByTestId('network-code').fill('Partner CPA');
    await page.getByTestId('network-name').fill('Partner CPA network');
    await page.getByTestId('network-url').fill('https://track.partner.example/pb?sub={clik_id}&st={status}');
    await page.waitForTimeout(400);
    await shoot(page, `settings-postbacks-form-${language}`);
    await page.keyboard.press('Escape');
    await page.goto('/apps/profile');
    await page.getByTestId('profile-full-name').waitFor();
    await page.waitForTimeout(600);
    await shoot(page, `settings-profile-${language}`);
    await context.close();

    const th = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(th.page, 'th1.admin');
    await th.page.waitForURL((url) => url.pathname !== '/auth/login');
    await th.page.goto('/apps/settings/crm?tab=payment');
    await th.page.getByTestId('settings-payment').waitFor();
    await th.page.waitForTimeout(600);
    await shoot(th.page, `settings-payment-th-${language}`);
    await th.context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'settings', run: ({ browser, server, shoot }) => shootSettings(browser, server, shoot) },
];
