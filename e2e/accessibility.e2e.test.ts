import { findRoute, flattenMenu, type Language, translate, visibleMenu } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../apps/api/src/seed/demo-users.js';
import { type AxeFinding, failing, runAxe } from './support/axe.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * axe-core (WCAG 2.2 A and AA, docs/accessibility.md) on the login page and on every route of the
 * menu, each opened by a demo account whose role may open it, in English and Vietnamese. Any
 * critical or serious violation fails, and so do the structure rules (a main landmark, content
 * inside landmarks, heading order); each is printed with its rule, element and route. One server,
 * one browser, one login per account and language.
 */

/**
 * Accounts tried in this order for each menu entry: the VN demo org's (its data fills the lists),
 * admin first (it opens the most), then the other roles and orgs for what an admin does not see.
 */
const PREFERRED = ['vn1.admin', 'vn1.finance'];
const CANDIDATES = [
  ...PREFERRED.map((name) => DEMO_USERS.find((user) => user.userName === name)),
  ...DEMO_USERS.filter((user) => !PREFERRED.includes(user.userName)),
].filter((user) => user !== undefined);

interface Visit {
  path: string;
  route: string;
}

/** The screen's name as its tab's title begins (shared/ui/document-title.tsx). */
function screenName(route: string, language: Language): string {
  const definition = findRoute(route);
  if (!definition) throw new Error(`No route ${route}`);
  return translate(language, definition.pageTitleKey ?? definition.titleKey);
}

/** For each account, the menu entries it is the first candidate to open. */
function visitsByAccount(): Map<string, Visit[]> {
  const taken = new Set<string>();
  const plan = new Map<string, Visit[]>();
  for (const user of CANDIDATES) {
    const items = flattenMenu(visibleMenu({ roles: user.roles, orgId: user.orgId, env: 'PROD' }));
    for (const item of items) {
      if (taken.has(item.path) || item.path.includes(':')) continue;
      taken.add(item.path);
      plan.set(user.userName, [...(plan.get(user.userName) ?? []), { path: item.path, route: item.route }]);
    }
  }
  return plan;
}
const PLAN = visitsByAccount();

/** One line per element at fault, printed in full (an assertion's diff cuts long lists short). */
function describeFindings(where: string, findings: AxeFinding[]): string[] {
  const lines = failing(findings).flatMap((finding) =>
    finding.targets.map((target) => `${where} ${finding.rule} (${finding.impact}) ${target}`),
  );
  if (lines.length > 0) console.warn(`axe: ${lines.length} at ${where}\n${lines.join('\n')}`);
  return lines;
}

/**
 * Waits until the route's page is drawn (the tab's title names its screen: the old page stays on
 * screen while the new one's module loads) and its loads are done (the loading bar is gone).
 */
async function settle(page: Page, route: string, language: Language): Promise<void> {
  const title = `${screenName(route, language)} · `;
  await expect.poll(() => page.title()).toContain(title);
  await expect.poll(() => page.getByTestId('loading-bar').count()).toBe(0);
  // A list being loaded dims its rows, and they fade back in (shared/list/results-table.tsx):
  // contrast is measured on settled rows.
  await expect.poll(() => page.locator('table[aria-busy="true"]').count()).toBe(0);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('tbody')).every((body) => getComputedStyle(body).opacity === '1'),
  );
}

/** Opens a route in the app (its router, no reload: axe stays injected, the shell stays drawn). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

describe('accessibility: axe-core on every screen of the menu', () => {
  const suite = useBrowserSuite();

  it('covers every menu entry of the demo accounts', () => {
    const all = new Set(
      DEMO_USERS.flatMap((user) =>
        flattenMenu(visibleMenu({ roles: user.roles, orgId: user.orgId, env: 'PROD' })).map(
          (item) => item.path,
        ),
      ),
    );
    const planned = [...PLAN.values()].flat().map((visit) => visit.path);
    expect(planned.sort()).toEqual([...all].filter((path) => !path.includes(':')).sort());
  });

  it.each(['en', 'vi'] as const)('the login page (%s)', async (language: Language) => {
    const page = await suite.open({ language });
    await page.goto('/auth/login');
    await page.getByTestId('login-username').waitFor();
    const problems = describeFindings(`/auth/login ${language}`, await runAxe(page));
    expect(problems).toEqual([]);
  });

  for (const [userName, visits] of PLAN)
    for (const language of ['en', 'vi'] as const)
      it(`${userName} (${language}): ${visits.length} screens`, async () => {
        const page = await suite.openLoggedIn(userName, { language });
        const problems: string[] = [];
        for (const visit of visits) {
          await openInApp(page, visit.path);
          await settle(page, visit.route, language);
          problems.push(...describeFindings(`${visit.path} ${language}`, await runAxe(page)));
        }
        expect(problems).toEqual([]);
      });
});
