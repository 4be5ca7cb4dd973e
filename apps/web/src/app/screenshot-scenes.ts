import { loginThroughPage, newPage } from '../../../../e2e/support/browser.js';
import type { SceneContext, ScreenshotScene } from '../../../../scripts/screenshot-scene.js';

/** The login page, the dashboard's frame, the settings drawer and the change-password dialog, en and vi. */
async function shootShell({ browser, server, shoot }: SceneContext) {
  for (const language of ['en', 'vi'] as const) {
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
}

/** The first page of users whose password expires soon or has expired, and the auto-dial login, in vi. */
async function shootFirstPages({ browser, server, shoot }: SceneContext) {
  for (const [name, user] of [
    ['agent-dashboard', 'vn1.expiring'],
    ['expired', 'vn1.expired'],
    ['auto-dial', 'vn4.agent'],
  ] as const) {
    const { context, page } = await newPage(browser, server.baseURL, { language: 'vi' });
    await loginThroughPage(page, user);
    await page.waitForTimeout(1500);
    await shoot(page, `${name}-vi`);
    await context.close();
  }
}

/** The shell's scenes (scripts/screenshot-scene.ts): app/ draws them, not a feature. */
export const SCENES: ScreenshotScene[] = [
  { name: 'shell', run: shootShell },
  { name: 'first-pages', run: shootFirstPages },
];
