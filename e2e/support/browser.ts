import { type AuthUser, STORAGE_KEYS } from '@leadline/contracts';
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

/** What a browser keeps of a signed-in user (the web app's storeSignedInUser writes the same keys). */
export type SignedInStorage = { name: string; value: string }[];

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { language?: 'en' | 'vi'; timezoneId?: string; session?: SignedInStorage } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    // The computer's clock (IANA zone); the machine's own when not given.
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.session) {
    // A session already signed in: the origin's localStorage as the login page leaves it, written
    // before the app's first script. Playwright's storageState does the same by loading the origin
    // in a page of its own, ~300 ms a context (29 Nov 2026). Once per context (a key of its own in
    // the origin's storage says so, which the app never removes): a reload, another tab or the
    // app's own sign-out keep what the app made of the session.
    await context.addInitScript(
      ({ origin, session }) => {
        const storage = window.location.origin === origin ? window.localStorage : null;
        if (!storage || storage.getItem('e2e-session-seeded') !== null) return;
        for (const { name, value } of session) storage.setItem(name, value);
        storage.setItem('e2e-session-seeded', '1');
      },
      { origin: new URL(baseURL).origin, session: options.session },
    );
  }
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

/**
 * Signs in through the API (the call the login form makes) and returns what the browser keeps of the
 * session, for a test that is not about the login page: a page opened with it starts signed in, so
 * the test pays one start of the app instead of the login page's, the landing page's and its own.
 */
export async function signInThroughApi(
  baseURL: string,
  clientId: string,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<{ user: AuthUser; storage: SignedInStorage }> {
  const response = await fetch(new URL('/oauth/token', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password, client_id: clientId }),
  });
  const answer = (await response.json()) as { code: number; message: string; data: AuthUser };
  if (answer.code !== 200) throw new Error(`${userName} could not sign in: ${answer.message}`);
  const { access_token: token, ...info } = answer.data;
  return {
    user: answer.data,
    storage: [
      { name: STORAGE_KEYS.accessToken, value: token },
      { name: STORAGE_KEYS.userId, value: String(answer.data.userId) },
      { name: STORAGE_KEYS.userInfo, value: JSON.stringify(info) },
    ],
  };
}
