import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../e2e/support/browser.js';
import type { RunningServer } from '../e2e/support/server.js';

export interface ScreenSize {
  width: number;
  height: number;
}

/** One screenshot per size, named `<name>-<width>x<height>.png`. */
export type Shoot = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;

/** What scripts/screenshots.ts hands each scene: the browser, the demo server, the shooter. */
export interface SceneContext {
  browser: Browser;
  server: RunningServer;
  shoot: Shoot;
  sizes: ScreenSize[];
}

/**
 * Pictures of one screen or flow, declared by the web feature that draws it in its own
 * screenshot-scenes.ts (apps/web/src/features/<f>/, or apps/web/src/app/ for the shell), which
 * scripts/screenshots.ts finds at run time: a new screen adds its scenes without touching the
 * script. `SCREENSHOTS_ONLY=<name>` takes the scenes of that name alone.
 */
export interface ScreenshotScene {
  name: string;
  run(context: SceneContext): Promise<void>;
}

/** A screen opened as a user, waited for, optionally clicked, and shot in en and vi. */
export interface SimpleScreen {
  name: string;
  user: string;
  path: string;
  /** The test id that says the screen is drawn. */
  ready: string;
  click?: string;
}

/** A new page in `language`, signed in as `user` through the login page and past it. */
export async function openSignedIn(
  browser: Browser,
  server: RunningServer,
  user: string,
  language: 'en' | 'vi',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, server.baseURL, { language });
  await loginThroughPage(page, user);
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  return { context, page };
}

export async function shootScreen(
  { browser, server, shoot }: SceneContext,
  screen: SimpleScreen,
  before?: (page: Page, language: 'en' | 'vi') => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, screen.user, language);
    if (before) await before(page, language);
    await page.goto(screen.path);
    await page.getByTestId(screen.ready).first().waitFor();
    if (screen.click) await page.getByTestId(screen.click).click();
    await page.waitForTimeout(1000);
    await shoot(page, `${screen.name}-${language}`);
    await context.close();
  }
}
