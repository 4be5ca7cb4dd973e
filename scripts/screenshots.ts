/**
 * Takes screenshots of the main screens in English and Vietnamese into ./screenshots, to look at
 * before resolving an issue: `npx tsx scripts/screenshots.ts` (needs `npm run build` first).
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser, loginThroughPage, newPage } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await newPage(browser, server.baseURL, { language });
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    await page.screenshot({ path: `${outDir}/login-${language}.png` });
    await loginThroughPage(page, 'vn1.admin');
    await page.getByTestId('dashboard').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/dashboard-${language}.png` });
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-panel').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/settings-${language}.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu-open').click();
    await page.getByTestId('open-change-password').click();
    await page.getByTestId('password-oldPassword').fill('x');
    await page.getByTestId('password-newPassword').fill('short');
    await page.getByTestId('password-confirmPassword').fill('other');
    await page.getByTestId('password-oldPassword').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/change-password-${language}.png` });
    await context.close();
  }
  for (const [name, user] of [
    ['agent-dashboard', 'vn1.expiring'],
    ['expired', 'vn1.expired'],
    ['auto-dial', 'vn4.agent'],
  ] as const) {
    const { context, page } = await newPage(browser, server.baseURL, { language: 'vi' });
    await loginThroughPage(page, user);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${outDir}/${name}-vi.png` });
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await browser.close();
  await server.close();
}
