import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cdr, OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/session.js';
import { DEMO_PASSWORD, useBrowserSuite } from './support/suite.js';

/**
 * The built app works under its Content-Security-Policy (docs/security.md): no CSP violation while
 * logging in, using the shell, the web phone frame (the product's own page or an org's configured
 * host) and the recording player; a host nobody configured is refused.
 */

/** A page that records every CSP violation, reported as an event or on the console. */
async function watchedPage(
  suite: ReturnType<typeof useBrowserSuite>,
): Promise<{ page: Page; violations: string[] }> {
  const page = await suite.open();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, violations };
}

async function logIn(page: Page, userName: string) {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}

/** A web phone of another host: a plain page on another port of this machine (another origin). */
function startPhoneHost(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>phone</title><p id="external-phone">External phone</p>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the built app under its Content-Security-Policy', () => {
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'csp-e2e' } });
  let phoneHost: { server: Server; origin: string };
  let otherHost: { server: Server; origin: string };

  beforeAll(async () => {
    [phoneHost, otherHost] = await Promise.all([startPhoneHost(), startPhoneHost()]);
  });
  afterAll(async () => {
    await Promise.all(
      [phoneHost, otherHost].map(({ server }) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it('logs in, shows the shell and the web phone of its own page without a violation', async () => {
    const { page, violations } = await watchedPage(suite);
    const response = await page.goto('/auth/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await logIn(page, 'vn4.agent');
    await page.goto('/apps/dashboard');
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('web-phone-toggle').click();
    const phone = page.frameLocator('[data-testid="web-phone-frame"]');
    await phone.getByTestId('phone-call-button').waitFor();
    expect(violations).toEqual([]);
  });

  it('frames the web phone host the org configured, and refuses another', async () => {
    // VN4 (org 15) loads its web phone from another host.
    await suite.engine.db
      .insertInto('telephonySettings')
      .values({ orgId: 15, webPhoneUrl: `${phoneHost.origin}/phone` })
      .onConflict((conflict) =>
        conflict.column('orgId').doUpdateSet({ webPhoneUrl: `${phoneHost.origin}/phone` }),
      )
      .execute();
    const { page, violations } = await watchedPage(suite);
    await logIn(page, 'vn4.agent');
    await page.goto('/apps/dashboard');
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('web-phone-toggle').click();
    await page.frameLocator('[data-testid="web-phone-frame"]').locator('#external-phone').waitFor();
    expect(violations).toEqual([]);

    // A host no org configured is refused by frame-src.
    await page.getByTestId('web-phone-frame').evaluate((frame: HTMLIFrameElement, origin) => {
      frame.src = `${origin}/phone`;
    }, otherHost.origin);
    await expect.poll(() => violations.join('\n'), { timeout: 5000 }).toContain('frame-src');
    await suite.engine.db.deleteFrom('telephonySettings').where('orgId', '=', 15).execute();
  });

  it('plays a recording through its signed URL without a violation', async () => {
    const { page: agent } = await watchedPage(suite);
    await logIn(agent, 'vn1.agent');
    const leads = (await callApi<OrderListRow[]>(agent, 'GET', '/api/orders/list?leadStatus=1&limit=12'))
      .data;
    let answered: Cdr | undefined;
    for (const lead of leads) {
      if (answered) break;
      const started = await callApi<{ callId: number }>(
        agent,
        'GET',
        `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
      );
      for (let attempt = 0; attempt < 100; attempt++) {
        const cdr = (await callApi<Cdr[]>(agent, 'GET', `/api/lead/${lead.leadId}/cdr`)).data.find(
          (row) => row.callId === started.data.callId,
        );
        if (cdr?.state === 'ended') {
          if (cdr.disposition === 'answered') answered = cdr;
          break;
        }
        await agent.waitForTimeout(100);
      }
    }
    expect(answered?.recordingUrl).toBeTruthy();

    const { page, violations } = await watchedPage(suite);
    await logIn(page, 'vn1.manager');
    await page.goto('/apps/customers/cdrs');
    await page.getByTestId('page-customers.cdrs').waitFor();
    await page.getByTestId('cdr-lead-id').fill(String(answered!.leadId));
    await page.getByTestId('cdr-search').click();
    const row = page.locator(`[data-testid="cdr-table-row"][data-row-id="${answered!.callId}"]`);
    await row.waitFor();
    await row.getByTestId('cdr-play').click();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]');
      return element !== null && element.readyState >= 1 && element.duration > 0;
    });
    expect(violations).toEqual([]);
  });
});
