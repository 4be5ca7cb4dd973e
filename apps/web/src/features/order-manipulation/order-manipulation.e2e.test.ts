import type { OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failing, runAxe } from '../../../../../e2e/support/axe.js';
import { chooseInSelect, waitForSettledTable } from '../../../../../e2e/support/controls.js';
import { callApi } from '../../../../../e2e/support/session.js';
import { useBrowserSuite } from '../../../../../e2e/support/suite.js';

/** An admin holds a New lead through the API, as the order list's hold does: a change to find. */
async function holdALead(page: Page, skip: number[] = []): Promise<number> {
  const leads = await callApi<OrderListRow[]>(page, 'GET', '/api/orders/list?leadStatus=1&limit=20');
  const lead = leads.data.find((row) => !skip.includes(row.leadId) && !row.hold);
  expect(lead).toBeDefined();
  const held = await callApi(page, 'POST', '/api/orders/hold-lead', { leadId: lead!.leadId });
  expect(held.code).toBe(200);
  return lead!.leadId;
}

const rows = (page: Page) => page.getByTestId('order-manipulation-list-row');

/** Filters the list by the lead's id and lead type, and waits for the answer. */
async function filterByLead(page: Page, leadId: number, leadLabel: string): Promise<void> {
  await page.getByTestId('filter-entityId').fill(String(leadId));
  await chooseInSelect(page, 'filter-entityType', leadLabel);
  await page.getByTestId('order-manipulation-filter-submit').click();
  await waitForSettledTable(page, 'order-manipulation-list');
}

/** SPEC.md 2.2 /apps/orders/manipulation: the admins' log of changes (docs/order-manipulation.md). */
describe('order manipulation', () => {
  const suite = useBrowserSuite();

  it('an admin finds the hold just made on the first page, filters by the lead’s id and opens the lead', async () => {
    const page = await suite.openLoggedIn('vn1.admin');
    const leadId = await holdALead(page);

    await page.goto('/apps/orders/manipulation');
    await waitForSettledTable(page, 'order-manipulation-list');
    // On the first page, newest first (the delivery-order job's own changes may come just after it).
    const held = rows(page).filter({ hasText: `Lead #${leadId}` });
    await expect(held.count()).resolves.toBe(1);
    await expect(held.innerText()).resolves.toMatch(/Held[\s\S]* took the lead to work on it\./);

    await filterByLead(page, leadId, 'Lead');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain(`Lead #${leadId}`);

    await rows(page).first().click();
    await page.waitForURL(`**/apps/orders/edit/lead/${leadId}`);
  });

  it('shows the change in Vietnamese', async () => {
    const page = await suite.openLoggedIn('vn1.org-admin', { language: 'vi' });
    const leadId = await holdALead(page);

    await page.goto('/apps/orders/manipulation');
    await page.getByRole('heading', { name: 'Thao tác đơn hàng' }).waitFor();
    await filterByLead(page, leadId, 'Lead');
    await expect.poll(() => rows(page).count()).toBe(1);
    const text = await rows(page).first().innerText();
    expect(text).toContain(`Lead #${leadId}`);
    expect(text).toContain('Giữ lead');
    expect(text).toContain('đã nhận giữ lead để xử lý.');
    await expect(page.getByTestId('order-manipulation-filter').innerText()).resolves.toContain(
      'Người thực hiện',
    );
  });

  // Not in the side menu, so e2e/accessibility.e2e.test.ts (every menu route) does not visit it.
  it.each(['en', 'vi'] as const)('has no serious accessibility fault (axe-core, %s)', async (language) => {
    const page = await suite.openLoggedIn('vn1.admin', { language });
    await page.goto('/apps/orders/manipulation');
    await waitForSettledTable(page, 'order-manipulation-list');
    // Rows fade back in after a load (shared/list/results-table.tsx): contrast is measured on settled rows.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('tbody')).every((body) => getComputedStyle(body).opacity === '1'),
    );
    const faults = failing(await runAxe(page)).flatMap((finding) =>
      finding.targets.map((target) => `${finding.rule} (${finding.impact}) ${target}`),
    );
    expect(faults).toEqual([]);
  });

  it('a non-admin is denied the screen', async () => {
    const page = await suite.openLoggedIn('vn1.manager');
    await page.goto('/apps/orders/manipulation');
    await page.waitForURL('**/apps/errors/deny-access');
    await page.getByTestId('error-page-denyAccess').waitFor();
    await expect(page.getByTestId('page-orders.manipulation').count()).resolves.toBe(0);
  });
});
