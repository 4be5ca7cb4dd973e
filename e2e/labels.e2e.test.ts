import type { OrderListRow } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** Labels that once said the wrong thing, or stayed English, or lacked their context. */
describe('labels', () => {
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'labels-e2e' } });

  it("headquarters' CDR list names each call's org, and the duration column does not claim seconds", async () => {
    const agent = await suite.openLoggedIn('vn1.agent');
    const [lead] = (await callApi<OrderListRow[]>(agent, 'GET', '/api/orders/list?limit=1')).data;
    if (!lead) throw new Error('the demo agent has no lead');
    const call = await callApi<{ callId: number }>(
      agent,
      'GET',
      `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
    );
    expect(call.code).toBe(200);

    const page = await suite.openLoggedIn('hq.admin', { path: '/apps/customers/cdrs' });
    await page.getByTestId('page-customers.cdrs').waitFor();
    await waitForSettledTable(page, 'cdr-table');
    const table = page.getByTestId('cdr-table');
    await table.getByRole('columnheader', { name: 'Org', exact: true }).waitFor();
    await expect(table.getByRole('columnheader', { name: 'Duration', exact: true }).count()).resolves.toBe(1);
    const row = table.locator(`[data-testid="cdr-table-row"][data-row-id="${call.data.callId}"]`);
    await expect(row.innerText()).resolves.toContain('VN1');
  });

  it('a VN1 manager sees no org column', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/customers/cdrs' });
    await page.getByTestId('page-customers.cdrs').waitFor();
    await waitForSettledTable(page, 'cdr-table');
    await expect(page.getByRole('columnheader', { name: 'Org', exact: true }).count()).resolves.toBe(0);
  });

  it('the callback pages are titled with their group, and Rocket and Combo are Vietnamese in the Vietnamese menu', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { path: '/apps/callback/list', language: 'vi' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Danh sách gọi lại');
    await page.goto('/apps/callback/management');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Quản lý gọi lại');
    const navbar = await page.getByTestId('navbar').innerText();
    expect(navbar).toContain('Gói combo');
    expect(navbar).not.toMatch(/\bCombo\b|\bRocket\b/);
  });
});
