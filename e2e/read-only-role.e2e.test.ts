import type { OrderListRow } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** docs/permissions.md: the auditor (28) reads the order screens and changes nothing. */
describe('a read-only role on the order screens', () => {
  const suite = useBrowserSuite();

  it('the auditor opens a lead in view-only mode: no Save, no Call, no phone change', async () => {
    const manager = await suite.openLoggedIn('vn1.manager');
    const lead = (await callApi<OrderListRow[]>(manager, 'GET', '/api/orders/list?leadStatus=1&limit=1'))
      .data[0]!;

    const page = await suite.openLoggedIn('vn1.auditor');
    await page.goto('/apps/orders/management');
    await waitForSettledTable(page, 'order-management');
    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await page.getByTestId('order-edit-view-only').waitFor();
    expect(await page.getByTestId('order-edit-view-only').innerText()).toMatch(/^View only/);
    expect(await page.getByTestId('order-edit-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('order-edit-call').count()).toBe(0);
    expect(await page.getByTestId('order-edit-phone-edit').count()).toBe(0);
  });

  it('a team leader is not offered a callback status (the callback group schedules callbacks)', async () => {
    const page = await suite.openLoggedIn('vn1.team-leader');
    const lead = (await callApi<OrderListRow[]>(page, 'GET', '/api/orders/list?leadStatus=1&limit=1'))
      .data[0]!;
    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await page.getByTestId('order-edit-lead-status').waitFor();
    await chooseInSelect(page, 'order-edit-lead-status', 'Rejected');
    await page.getByTestId('order-edit-lead-status').click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toContain('Approved');
    expect(options.some((option) => /callback/i.test(option))).toBe(false);
    await page.keyboard.press('Escape');
  });
});
