import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Demo@1234';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no browser is downloaded). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { language?: 'en' | 'vi'; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    // The computer's clock (IANA zone); the machine's own when not given.
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.language) {
    await context.addInitScript(
      (language) => window.localStorage.setItem('language', language),
      options.language,
    );
  }
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the real login page. */
export async function loginThroughPage(
  page: Page,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
