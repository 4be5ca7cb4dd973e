import type { Cdr, ValidationDetail, ValidationRow } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stepClockUntilVisible } from './support/clock.js';
import { chooseInSelect, findInList, typeDate, waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { pathOf, useBrowserSuite } from './support/suite.js';

/**
 * Pending orders a validator may approve, as the list answers them: no out-of-stock line, a
 * deliverable address, and not a prepaid order still awaiting its transfer.
 */
async function approvableOrders(page: Page): Promise<ValidationRow[]> {
  const list = await callApi<ValidationRow[]>(page, 'POST', '/api/SO/ValidationList', {
    status: [1],
    limit: 60,
  });
  return list.data.filter(
    (row) => !row.isOutOfStock && row.missingAddress.length === 0 && row.paymentState !== 'awaiting_transfer',
  );
}

/** A manager calls the leads of these orders until the simulator answers one; its order and call. */
async function orderWithRecording(
  caller: Page,
  orders: readonly ValidationRow[],
): Promise<{ order: ValidationRow; cdr: Cdr }> {
  for (const order of orders.slice(0, 12)) {
    const started = await callApi<{ callId: number }>(
      caller,
      'GET',
      `/api/phone/${encodeURIComponent(order.phone)}?leadId=${order.leadId}`,
    );
    if (started.code !== 200) continue;
    for (let attempt = 0; attempt < 100; attempt++) {
      const cdrs = (await callApi<Cdr[]>(caller, 'GET', `/api/lead/${order.leadId}/cdr`)).data;
      const cdr = cdrs.find((row) => row.callId === started.data.callId);
      if (cdr?.state === 'ended') {
        if (cdr.disposition === 'answered' && cdr.recordingUrl) return { order, cdr };
        break;
      }
      await caller.waitForTimeout(100);
    }
  }
  throw new Error('no call on a pending order was answered');
}

async function openList(page: Page) {
  await page.goto('/apps/orders/validation');
  await page.getByTestId('page-orders.validation').waitFor();
  await waitForSettledTable(page, 'validation-list');
}

const succeed = (page: Page, text = 'Succeed!') =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** SPEC.md 2.2, 2.4, 2.5, 4, 5, 7.6 and 9: order validation in Chromium. */
describe('order validation', () => {
  // Simulated calls 20 times faster: a call is over in a second or two.
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'validation-e2e' } });

  it('a validator plays the recording of the order’s call, then approves it: Succeed!, Approved and its DO', async () => {
    const page = await suite.openLoggedIn('vn1.validator');
    const caller = await suite.openLoggedIn('vn1.manager');
    const { order, cdr } = await orderWithRecording(caller, await approvableOrders(page));

    await openList(page);
    expect(await page.getByTestId('validation-list-row').count()).toBeGreaterThan(1);
    const row = await findInList(page, 'validation', order.soId);
    await expect(row.innerText()).resolves.toContain(order.customerName);

    await row.getByTestId(`play-${order.soId}`).click();
    const dialog = page.getByTestId('recordings-dialog');
    await dialog.waitFor();
    const calls = dialog.getByTestId('lead-call');
    await calls.first().waitFor();
    // Newest first: the answered call is the first, and its recording plays.
    await calls.first().getByTestId('lead-call-play').click();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]');
      return element !== null && element.readyState >= 1 && element.duration > 0;
    });
    const duration = await page
      .getByTestId('cdr-audio')
      .evaluate((element: HTMLAudioElement) => element.duration);
    expect(Math.abs(duration - (cdr.durationSeconds ?? 0))).toBeLessThan(1);
    await page.getByTestId('cdr-audio').evaluate((element: HTMLAudioElement) => element.play());
    await page.waitForFunction(
      () => (document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]')?.currentTime ?? 0) > 0,
    );
    await page.getByTestId('cdr-player-close').click();
    await page.getByTestId('recordings-close').click();
    await dialog.waitFor({ state: 'detached' });

    await row.getByTestId(`approve-${order.soId}`).click();
    await succeed(page);
    // The list reloads: the row is approved and shows its delivery order.
    const status = row.getByTestId('validation-status');
    await expect.poll(() => status.innerText()).toContain('Approved');
    const detail = await callApi<ValidationDetail>(
      page,
      'GET',
      `/api/SO/ValidationDetail?soId=${order.soId}`,
    );
    expect(detail.data.order.deliveryOrderId).not.toBeNull();
    await expect
      .poll(() => row.getByTestId('validation-do-id').innerText())
      .toContain(String(detail.data.order.deliveryOrderId));
    await expect(row.getByTestId(`approve-${order.soId}`).isDisabled()).resolves.toBe(true);
  });

  it('the delayed create-DO dialog refuses a past time and closes on success; a cancel needs its reason', async () => {
    const page = await suite.openLoggedIn('vn1.validator');
    const [later, cancelled, raced] = (await approvableOrders(page)).slice(-3);
    if (!later || !cancelled || !raced) throw new Error('not enough pending demo orders');
    await openList(page);

    let row = await findInList(page, 'validation', later.soId);
    await row.getByTestId(`approve-later-${later.soId}`).click();
    const delay = page.getByTestId('delay-dialog');
    await delay.waitFor();
    await typeDate(page, 'delay-at', new Date(2020, 0, 1, 8, 0), { time: true });
    await page.getByTestId('delay-confirm').click();
    await delay.getByText('Time is not correct, please choose it again.').waitFor();
    const nextYear = new Date().getUTCFullYear() + 1;
    await typeDate(page, 'delay-at', new Date(nextYear, 0, 2, 8, 0), { time: true });
    await page.getByTestId('delay-confirm').click();
    await succeed(page);
    await delay.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('validation-status').innerText()).toContain('Delayed delivery');
    const delayed = await callApi<ValidationDetail>(
      page,
      'GET',
      `/api/SO/ValidationDetail?soId=${later.soId}`,
    );
    // The time is the org's wall clock (VN1: Asia/Ho_Chi_Minh, UTC+7), not the browser's.
    expect(delayed.data.order.deliveryOrderDueAt).toBe(`${nextYear}-01-02T01:00:00.000Z`);

    row = await findInList(page, 'validation', cancelled.soId);
    await row.getByTestId(`cancel-${cancelled.soId}`).click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.waitFor();
    await page.getByTestId('cancel-confirm').click();
    await cancel.getByText('Please choose the reason.').waitFor();
    await chooseInSelect(page, 'cancel-reason', 'Customer cancelled');
    await page.getByTestId('cancel-confirm').click();
    await succeed(page);
    await cancel.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('validation-status').innerText()).toContain('Customer cancelled');

    // Another validator approves an order on screen: the cancel is refused with the server's
    // message (409), the dialog stays, and the list shows the order approved.
    row = await findInList(page, 'validation', raced.soId);
    const approved = await callApi(page, 'PUT', '/api/SO/Validate', {
      soId: raced.soId,
      action: 'approve',
      version: raced.version,
    });
    expect(approved.code).toBe(200);
    await row.getByTestId(`cancel-${raced.soId}`).click();
    await chooseInSelect(page, 'cancel-reason', 'Customer cancelled');
    await page.getByTestId('cancel-confirm').click();
    // By its text: while a dialog is open, MUI marks the rest of the page (the message too) aria-hidden.
    await page.getByText('This order has already been approved: it cannot be cancelled here.').waitFor();
    await expect(cancel.isVisible()).resolves.toBe(true);
    await expect.poll(() => row.getByTestId('validation-status').innerText()).toContain('Approved');
  });

  it('the detail pages show the order’s lines, approve, and go back to the list after 800 ms (in Vietnamese too)', async () => {
    // QC (role 19) validates too (SPEC.md 6: validation and shipping are 11, 14 to 21 and 24).
    const page = await suite.openLoggedIn('vn1.qc');
    const order = (await approvableOrders(page))[2];
    if (!order) throw new Error('not enough pending demo orders');
    const expected = await callApi<ValidationDetail>(
      page,
      'GET',
      `/api/SO/ValidationDetail?soId=${order.soId}`,
    );

    // The lead's page (its newest order), in Vietnamese.
    const vi = await suite.openLoggedIn('vn1.qc', { language: 'vi' });
    await vi.goto(`/apps/orders/validation/${order.typeLead}/${order.leadId}`);
    await vi.getByRole('heading', { name: `Đơn hàng ${order.soId}` }).waitFor();
    await expect(vi.getByTestId('validation-line').count()).resolves.toBe(expected.data.lines.length);

    await page.clock.install();
    await openList(page);
    const row = await findInList(page, 'validation', order.soId);
    await row.click();
    await page.waitForURL(`**/apps/orders/validation/detail/${order.soId}`);
    await page.getByTestId('validation-detail-order').getByText(order.customerName).waitFor();
    await expect(page.getByTestId('validation-line').count()).resolves.toBe(expected.data.lines.length);
    const total = expected.data.lines.reduce((sum, line) => sum + line.amount, 0);
    await expect(page.getByTestId('validation-detail-total').innerText()).resolves.toContain(
      total.toLocaleString('en-US'),
    );
    if (order.agent)
      await expect(page.getByTestId('validation-detail-agent').innerText()).resolves.toContain(
        order.agent.name,
      );

    // The page's clock moves only when told, from before the click: however slow the machine, the
    // 0.8 s go from the moment the approval succeeded (a pause after it raced the redirect, and
    // failed with "Cannot fast-forward to the past" when the pause came more than 50 ms late).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await page.getByTestId('detail-approve').click();
    const toast = page.getByRole('alert').filter({ hasText: 'Succeed!' }).first();
    await stepClockUntilVisible(page, toast, 'no Succeed! after the approval');
    await page.clock.runFor(700);
    expect(pathOf(page)).toBe(`/apps/orders/validation/detail/${order.soId}`);
    await page.clock.runFor(200);
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/apps/orders/validation');
    await page.getByTestId('page-orders.validation').waitFor();
  });

  it('exports validation.xlsx of the applied filter, paging dropped', async () => {
    const page = await suite.openLoggedIn('vn1.validator');
    await openList(page);
    await page.getByTestId('filter-status').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByTestId('validation-filter-submit').click();
    await waitForSettledTable(page, 'validation-list');
    const expected = await callApi<ValidationRow[]>(page, 'POST', '/api/SO/ValidationList', {
      status: [2],
      limit: 200,
    });
    // More rows than one page: the file holds them all.
    expect(expected.total).toBeGreaterThan(await page.getByTestId('validation-list-row').count());

    const download = page.waitForEvent('download');
    await page.getByTestId('validation-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('validation.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const ids: unknown[] = [];
    workbook.worksheets[0]!.eachRow((sheetRow, index) => {
      if (index > 1) ids.push(sheetRow.getCell(1).value);
    });
    expect(ids).toEqual(expected.data.map((row) => row.soId));
  });
});
