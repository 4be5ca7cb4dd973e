import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { landingPathFor } from '@leadline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DatabaseEngine } from '../../apps/api/src/db/engine.js';
import { DEMO_PASSWORD, launchBrowser, newPage, type SignedInStorage, signInThroughApi } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export { DEMO_PASSWORD };

/** Where failure screenshots go (outside the repository). */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'leadline-e2e-screenshots');

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
}

export interface BrowserSuite {
  readonly baseURL: string;
  /** The server's database (for rows a test must set up that the API cannot make). */
  readonly engine: DatabaseEngine;
  /**
   * A page in a new browser context (closed after the test); `timezoneId` sets the browser's own
   * time zone (a user abroad, or a computer whose clock is set elsewhere).
   */
  open(options?: { language?: 'en' | 'vi'; timezoneId?: string; session?: SignedInStorage }): Promise<Page>;
  /**
   * A new page signed in, waiting until the app shell shows: on the user's landing page, or on
   * `path` when given (a VN4 agent lands on the dialer-mode choice, which has no shell). The
   * session comes from the token call the login form makes (signInThroughApi): the login page
   * itself is the subject of its own tests (login.e2e, change-password, expired-password), which
   * go through it with loginThroughPage.
   */
  openLoggedIn(
    userName: string,
    options?: { language?: 'en' | 'vi'; password?: string; path?: string; timezoneId?: string },
  ): Promise<Page>;
}

/**
 * One server and one browser per test file (beforeAll/afterAll), a new browser context per
 * test; contexts are closed after each test, with a screenshot when the test failed. An
 * uncaught exception in a page fails the test.
 */
export function useBrowserSuite(options: { env?: Record<string, string> } = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];

  beforeAll(async () => {
    // `env`: settings of the server for this file (the telephony simulator's speed, say).
    [server, browser] = await Promise.all([startServer(options.env), launchBrowser()]);
  });

  afterEach(async (context) => {
    const pages = opened;
    opened = [];
    const failed = context.task.result?.state === 'fail';
    if (failed) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await Promise.all(
        pages.map((entry, index) =>
          entry.page
            .screenshot({ path: join(SCREENSHOT_DIR, `${name}-${index}.png`), fullPage: true })
            .catch(() => undefined),
        ),
      );
      console.warn(`Screenshots of "${context.task.name}" in ${SCREENSHOT_DIR}`);
    }
    await Promise.all(pages.map((entry) => entry.context.close().catch(() => undefined)));
    const pageErrors = pages.flatMap((entry) => entry.pageErrors);
    if (!failed && pageErrors.length > 0) {
      throw new Error(`Uncaught exceptions in the page:\n${pageErrors.join('\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const suite: BrowserSuite = {
    get baseURL() {
      if (!server) throw new Error('The server is not started yet');
      return server.baseURL;
    },
    get engine() {
      if (!server) throw new Error('The server is not started yet');
      return server.engine;
    },
    async open(options = {}) {
      if (!browser || !server) throw new Error('The browser suite is not started yet');
      const { context, page } = await newPage(browser, server.baseURL, options);
      const entry: OpenedPage = { context, page, pageErrors: [] };
      page.on('pageerror', (error) => entry.pageErrors.push(String(error.stack ?? error)));
      opened.push(entry);
      return page;
    },
    async openLoggedIn(userName, options = {}) {
      if (!server) throw new Error('The browser suite is not started yet');
      const { user, storage } = await signInThroughApi(
        server.baseURL,
        server.config.webClient.id,
        userName,
        options.password ?? DEMO_PASSWORD,
      );
      const page = await suite.open({ ...options, session: storage });
      const access = { roles: user.rolesId, orgId: user.orgId, env: server.config.appEnv };
      await page.goto(options.path ?? landingPathFor(access));
      await page.getByTestId('app-shell').waitFor();
      return page;
    },
  };
  return suite;
}

/** The path of the page's current address. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
