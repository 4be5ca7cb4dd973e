import type { OrderDetail, OrderListRow, TrashRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** Trashes a lead the way the edit screen saves it: a call on it, then the status with its reason. */
async function trashThroughApi(page: Page): Promise<OrderListRow> {
  const lead = await uncalledNewLead(page);
  await callApi(page, 'GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`);
  const detail = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
  const saved = await callApi(page, 'PUT', `/api/orders/lead-info/${lead.leadId}`, {
    version: detail.data.leadData.version,
    leadStatus: 7,
    reasonId: 201,
  });
  expect(saved.code).toBe(200);
  return lead;
}

async function searchTrash(page: Page, text: string): Promise<void> {
  await page.getByTestId('filter-search').fill(text);
  await page.getByTestId('trash-filter-submit').click();
  await waitForSettledTable(page, 'trash-list');
}

/** SPEC.md 2.1, 2.2, 2.4, 4, 7.5 and 8: trash management in Chromium. */
describe('trash management', () => {
  const suite = useBrowserSuite();

  it('a trashed lead redirects to trash management, is found there and restored with a reason, then is back in the order list', async () => {
    const page = await suite.openLoggedIn('vn1.manager');
    const lead = await trashThroughApi(page);

    // The edit screen of a lead in trash goes to trash management (404001, after 800 ms).
    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await page.waitForURL('**/apps/orders/trash-management');
    await waitForSettledTable(page, 'trash-list');
    // Demo data: a fresh start shows trashed leads, newest trashed first: the one just trashed.
    await expect.poll(() => page.getByTestId('trash-list-row').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('trash-list-row').first().getAttribute('data-row-id')).resolves.toBe(
      String(lead.leadId),
    );

    await searchTrash(page, String(lead.leadId));
    const row = page.locator(`[data-testid="trash-list-row"][data-row-id="${lead.leadId}"]`);
    await expect(row.innerText()).resolves.toContain('Wrong number');
    await expect(page.getByTestId('trash-list-row').count()).resolves.toBe(1);

    // The reason is required.
    await page.getByTestId(`restore-${lead.leadId}`).click();
    const dialog = page.getByTestId('restore-dialog');
    await dialog.waitFor();
    await page.getByTestId('restore-confirm').click();
    await dialog.getByText('Please enter the reason for restoring.').waitFor();
    await page.getByTestId('restore-note').fill('The customer called back and wants the product');
    await page.getByTestId('restore-confirm').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list reloads without it.
    await expect.poll(() => page.getByTestId('trash-list-row').count()).toBe(0);

    const restored = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list', {
      search: String(lead.leadId),
    });
    expect(restored.data.map((item) => [item.leadId, item.leadStatus.value])).toContainEqual([
      lead.leadId,
      1,
    ]);
    await page.goto('/apps/orders/list');
    await page.getByTestId('filter-search').fill(String(lead.leadId));
    await page.getByTestId('order-list-filter-submit').click();
    await waitForSettledTable(page, 'order-list');
    await page.locator(`[data-testid="order-list-row"][data-row-id="${lead.leadId}"]`).waitFor();
  });

  it('the trashed lead’s page shows it read-only with its history, restores it, in Vietnamese too', async () => {
    const page = await suite.openLoggedIn('vn1.validator', { language: 'vi' });
    const list = await callApi<TrashRow[]>(page, 'POST', '/api/orders/trash', { limit: 1 });
    const trashed = list.data[0]!;
    await page.goto('/apps/orders/trash-management');
    await waitForSettledTable(page, 'trash-list');
    await page.locator(`[data-testid="trash-list-row"][data-row-id="${trashed.leadId}"]`).click();
    await page.waitForURL(`**/apps/orders/trash/${trashed.typeLead}/${trashed.leadId}`);
    await page.getByTestId('trash-detail-lead').getByText(trashed.customerName).waitFor();
    await page
      .getByTestId('trash-detail-history')
      .getByText(/ đã đổi trạng thái từ .+ sang Rác\./)
      .first()
      .waitFor();

    await page.getByTestId('trash-detail-restore').click();
    await page.getByTestId('restore-note').fill('Lý do hủy không đúng');
    await page.getByTestId('restore-confirm').click();
    await page.getByRole('alert').filter({ hasText: 'Thành công!' }).waitFor();
    await page.waitForURL('**/apps/orders/trash-management');
    const after = await callApi<TrashRow[]>(page, 'POST', '/api/orders/trash', {
      search: String(trashed.leadId),
    });
    expect(after.data.map((row) => row.leadId)).not.toContain(trashed.leadId);
  });
});
