import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/**
 * After a deployment, a tab of the previous build asks for page modules the server no longer has;
 * the server answers 404 (apps/api/src/http/web-client.test.ts), and the tab reloads once to get
 * the new build (apps/web/src/shared/stale-build/). The 404 is made here by route interception,
 * answering as the server does for a missing file: the tab was opened on a build whose next page
 * module is gone.
 */

const SCRIPT = /\/assets\/[^/]+\.js$/;

/**
 * From now on, the page modules the tab asks for answer 404 until the page loads again (`mode`
 * 'once': the new build has them), or always ('gone': the new build lacks them too).
 */
async function loseNextModules(page: Page, mode: 'once' | 'gone') {
  const state = { loads: 0, missing: new Set<string>() };
  let failing = true;
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      state.loads++;
      failing = false;
    }
    const url = request.url();
    const gone = failing ? SCRIPT.test(url) : mode === 'gone' && state.missing.has(url);
    if (!gone) return route.continue();
    state.missing.add(url);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return state;
}

describe('a tab of an older build reloads once', () => {
  const suite = useBrowserSuite();

  it('reloads once when a page module is gone, and shows the page after', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lost = await loseNextModules(page, 'once');
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('nav-orders.list').click();
    await reloaded;
    await page.getByTestId('page-orders.list').waitFor();
    expect(lost.missing.size).toBeGreaterThan(0);
    expect(lost.loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/apps/orders/list');
    await expect.poll(() => page.getByTestId('render-crash').count()).toBe(0);
  });

  it('shows the error, instead of reloading again, when the same build fails twice', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const lost = await loseNextModules(page, 'gone');
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('nav-orders.list').click();
    // The old page may draw the error for a moment before it reloads: look at the new one only.
    await reloaded;
    await page.getByTestId('render-crash').waitFor();
    expect(new URL(page.url()).pathname).toBe('/apps/orders/list');
    // The reload happened before the page drew again; a second one would come before the error.
    expect(lost.loads).toBe(1);
    await expect(page.getByTestId('page-orders.list').count()).resolves.toBe(0);
  });
});
