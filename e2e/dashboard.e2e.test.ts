import type { AgentPanel, FinancePanel, ManagerPanel, TeamPanel } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/** A figure's number as the tile shows it (thousands separators of either language dropped). */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/\D/g, ''));

/** The total a list's pagination names ("1–10 of 1,234"). */
const listTotal = async (page: Page, testId: string) => {
  const text = await page.getByTestId(`${testId}-pagination`).innerText();
  const match = /(?:of|trên)\s+([\d.,]+)/.exec(text);
  return match ? Number(match[1]?.replace(/\D/g, '')) : 0;
};

/** docs/dashboard.md: each role's panel, its figures, its lists, its pushes. */
describe('dashboard: the role panels', () => {
  const suite = useBrowserSuite({ env: { JOB_POLL_MS: '0', TELEPHONY_SIM_SPEED: '0.2' } });

  it('an agent sees their day, and their calls follow a call that ends without a reload', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    await page.getByTestId('panel-agent').waitFor();
    const panel = await callApi<AgentPanel>(page, 'GET', '/api/dashboard/agent');
    await expect(figure(page, 'figure-agent-calls')).resolves.toBe(panel.data.calls);
    await expect(figure(page, 'figure-agent-approvals')).resolves.toBe(panel.data.approvals);
    await expect(figure(page, 'figure-agent-callbacks')).resolves.toBe(panel.data.callbacksDue);

    // A call to one of the agent's leads: its pushed end loads the panel again.
    const lead = await uncalledNewLead(page);
    const call = await callApi<{ callId: number }>(
      page,
      'GET',
      `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
    );
    expect(call.code, JSON.stringify(call)).toBe(200);
    await callApi(page, 'POST', `/api/telephony/calls/${call.data.callId}/hangup`);
    await expect
      .poll(() => figure(page, 'figure-agent-calls'), { timeout: 15_000 })
      .toBe(panel.data.calls + 1);
  });

  it('a team leader sees the team by state, with its chart, and the conversion of today and 7 days', async () => {
    const page = await suite.openLoggedIn('vn1.team-leader', { language: 'vi' });
    await page.getByTestId('figure-team-today-called').waitFor();
    const panel = await callApi<TeamPanel>(page, 'GET', '/api/dashboard/team');
    await expect(page.getByTestId('panel-team').innerText()).resolves.toContain('Tỷ lệ chuyển đổi');
    await expect(figure(page, 'figure-team-today-called')).resolves.toBe(panel.data.today.leadsCalled);
    await expect(figure(page, 'figure-team-week-orders')).resolves.toBe(panel.data.week.orders);
    await page.getByTestId('chart-team-states').locator('svg').first().waitFor();
  });

  it('a manager’s chart is drawn, and the orders figure opens order management with the same total', async () => {
    const page = await suite.openLoggedIn('vn1.manager');
    await page.getByTestId('panel-manager').waitFor();
    const panel = await callApi<ManagerPanel>(page, 'GET', '/api/dashboard/manager?days=14');
    const orders = panel.data.rows.reduce((sum, row) => sum + row.orders, 0);
    await expect.poll(() => figure(page, 'figure-manager-orders')).toBe(orders);
    // The chart has a bar per day and series.
    const chart = page.getByTestId('chart-manager-days');
    await chart.locator('svg').first().waitFor();
    await expect.poll(() => chart.locator('rect.MuiBarChart-element').count()).toBeGreaterThan(0);
    // 30 days asks again.
    await page.getByTestId('manager-range').getByRole('button', { name: /30/ }).click();
    const wider = await callApi<ManagerPanel>(page, 'GET', '/api/dashboard/manager?days=30');
    const leads30 = wider.data.rows.reduce((sum, row) => sum + row.leads, 0);
    await expect.poll(() => figure(page, 'figure-manager-leads')).toBe(leads30);
    const orders30 = wider.data.rows.reduce((sum, row) => sum + row.orders, 0);

    await page.getByTestId('figure-manager-orders').click();
    await expect.poll(() => pathOf(page)).toBe('/apps/orders/management');
    await page.getByTestId('order-management-pagination').waitFor();
    await expect.poll(() => listTotal(page, 'order-management'), { timeout: 15_000 }).toBe(orders30);

    // A bar of the chart opens its day's list: the leads of that day in the order list.
    await page.goto('/apps/dashboard');
    const bars = page.getByTestId('chart-manager-days').locator('g[data-series="s0"] rect');
    await bars.first().waitFor();
    const heights = await bars.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('height'))),
    );
    const tallest = heights.indexOf(Math.max(...heights));
    await bars.nth(tallest).click();
    await expect.poll(() => pathOf(page)).toBe('/apps/orders/list');
  });

  it('finance sees cash expected, collected and mismatched, and opens the matched rows of the period', async () => {
    const page = await suite.openLoggedIn('vn1.finance');
    await page.getByTestId('panel-finance').waitFor();
    const panel = await callApi<FinancePanel>(page, 'GET', '/api/dashboard/finance?days=14');
    expect(panel.code, JSON.stringify(panel)).toBe(200);
    const collected = panel.data.rows.reduce((sum, row) => sum + row.collectedCount, 0);
    await page.getByTestId('chart-finance-days').locator('svg').first().waitFor();
    await expect(page.getByTestId('figure-finance-expected-value').innerText()).resolves.toContain('VND');
    await page.getByTestId('figure-finance-collected').click();
    await expect.poll(() => pathOf(page)).toBe('/apps/orders/reconcile');
    await page.getByTestId('reconcile-table-pagination').waitFor();
    await expect.poll(() => listTotal(page, 'reconcile-table'), { timeout: 15_000 }).toBe(collected);
    await expect(page.getByRole('tab', { selected: true }).innerText()).resolves.toMatch(/Matched/i);
  });
});
