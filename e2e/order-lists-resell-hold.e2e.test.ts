import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { pathOf, SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

const rowOf = (page: Page, table: string, leadId: number) =>
  page.locator(`[data-testid="${table}-row"][data-row-id="${leadId}"]`);

/** Screenshots kept for a look (E2E_SCREENSHOT_DIR), in English and Vietnamese. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** SPEC.md 7.2 and 8: the resell list and router for a resell agent, hold lead on list rows. */
describe('resell list and hold lead', () => {
  const suite = useBrowserSuite();

  it('routes a resell agent to the resell list; Hold shows the server message; a row opens as an SO', async () => {
    const page = await suite.openLoggedIn('vn1.resell-agent');
    await page.goto('/apps/orders/list');
    await page.getByTestId('page-orders.resell').waitFor();
    await waitForSettledTable(page, 'resell-list');
    const answer = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list/resell?page=0&size=10', {});
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.data.every((row) => row.typeLead === 'so')).toBe(true);
    await expect
      .poll(() =>
        page
          .getByTestId('resell-list-row')
          .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.rowId))),
      )
      .toEqual(answer.data.map((row) => row.leadId));

    const pool = answer.data.find((row) => row.agent === null && row.hold === null)!;
    const row = rowOf(page, 'resell-list', pool.leadId);
    await row.getByTestId('hold-lead').click();
    await page.getByText(`Lead ${pool.leadId} is held for you for 15 minutes.`).waitFor();
    await row.getByTestId('hold-release').waitFor();
    await shoot(page, 'resell-list-en');

    // The list now names the agent on the taken lead; its row opens the edit screen as an SO.
    await row.getByText('Phạm Minh Tuấn').waitFor();
    await row.getByText(pool.customerName).click();
    await page.waitForURL(`**/apps/orders/edit/so/${pool.leadId}`);
    expect(pathOf(page)).toBe(`/apps/orders/edit/so/${pool.leadId}`);
  });

  it('opening a pool lead holds it first; another agent’s hold is shown and refused with its message', async () => {
    const agent = await suite.openLoggedIn('vn1.resell-agent', { language: 'vi' });
    await agent.goto('/apps/orders/list');
    await waitForSettledTable(agent, 'resell-list');
    const answer = await callApi<OrderListRow[]>(agent, 'POST', '/api/orders/list/resell?page=0&size=10', {});
    const pool = answer.data.find((row) => row.agent === null && row.hold === null)!;
    await rowOf(agent, 'resell-list', pool.leadId).getByText(pool.customerName).click();
    await agent.waitForURL(`**/apps/orders/edit/so/${pool.leadId}`);
    await agent.getByText(`Lead ${pool.leadId} được giữ cho bạn trong 15 phút.`).waitFor();
    await agent.goto('/apps/orders/list');
    await waitForSettledTable(agent, 'resell-list');
    await rowOf(agent, 'resell-list', pool.leadId).getByTestId('hold-release').waitFor();
    await shoot(agent, 'resell-list-vi');

    // A manager works the order list: the held lead shows its holder, and Hold is refused.
    const manager = await suite.openLoggedIn('vn1.manager');
    await manager.goto('/apps/orders/list');
    await manager.getByTestId('page-orders.list').waitFor();
    await manager.getByTestId('filter-search').fill(String(pool.leadId));
    await manager.getByTestId('order-list-filter-submit').click();
    const held = rowOf(manager, 'order-list', pool.leadId);
    await held.getByTestId('hold-other').waitFor();
    await expect(held.getByTestId('hold-other').innerText()).resolves.toContain('Phạm Minh Tuấn');
    await shoot(manager, 'order-list-held-en');

    // Another lead: the manager holds it, the agent's page (after a reload) cannot.
    const mine = (
      await callApi<OrderListRow[]>(manager, 'POST', '/api/orders/list', { leadStatus: [1], size: 20 })
    ).data.find((row) => row.hold === null && row.typeLead === 'lead')!;
    await manager.getByTestId('filter-search').fill(String(mine.leadId));
    await manager.getByTestId('order-list-filter-submit').click();
    await rowOf(manager, 'order-list', mine.leadId).getByTestId('hold-lead').click();
    await manager.getByText(`Lead ${mine.leadId} is held for you for 15 minutes.`).waitFor();
    const refused = await callApi(agent, 'POST', '/api/orders/hold-lead', { leadId: mine.leadId });
    expect(refused.code).not.toBe(200);
  });

  it('shows the exact total in the pager below the cap (LIST_TOTAL_CAP default)', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
    await page.goto('/apps/orders/list');
    await waitForSettledTable(page, 'order-list');
    const pagination = page.getByTestId('order-list-pagination');
    await expect.poll(() => pagination.innerText()).toMatch(/1–10 trên 300/);
  });
});

/** A server whose lists count exactly only up to 50 rows, so the 300 demo leads are estimated. */
describe('order list total above LIST_TOTAL_CAP', () => {
  const suite = useBrowserSuite({ env: { LIST_TOTAL_CAP: '50' } });

  it('shows "about N" in the pager when the total is an estimate', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
    await page.goto('/apps/orders/list');
    await waitForSettledTable(page, 'order-list');
    const pagination = page.getByTestId('order-list-pagination');
    // The estimate of 300 leads (demo data, analysed after seeding) reads "about 300".
    await expect.poll(() => pagination.innerText()).toMatch(/1–10 trên khoảng 300/);
    await shoot(page, 'order-list-estimate-vi');
    await page.getByRole('button', { name: 'Trang sau' }).click();
    await waitForSettledTable(page, 'order-list');
    await expect.poll(() => pagination.innerText()).toMatch(/11–20 trên khoảng/);
  });
});
