import { type CallbackRow, formatZonedDateTime, type OrderDetail, wallClockParts } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { chooseInSelect, typeDate, waitForSettledTable } from './support/controls.js';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

const ORG_ZONE = 'Asia/Ho_Chi_Minh';
const two = (value: number) => String(value).padStart(2, '0');

/**
 * docs/decisions.md 'The org's clock for every date and time': a computer whose clock runs in
 * another zone than the org's still types and reads the org's wall clock. Los Angeles is 14 or 15
 * hours behind Ho Chi Minh City, so a 10:00 read on the browser's clock lands on another day there.
 */
describe("dates and times on the org's clock, whatever the browser's zone", () => {
  const suite = useBrowserSuite();

  it('a VN agent on Los Angeles time types a callback at 10:00: the API, the list and its day filter say 10:00 in Ho Chi Minh City', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { timezoneId: 'America/Los_Angeles' });
    await expect(page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).resolves.toBe(
      'America/Los_Angeles',
    );
    const lead = await uncalledNewLead(page);
    await page.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await page.getByTestId('order-edit-lead').waitFor();
    await page.getByTestId('order-edit-call').click();
    await page.getByText(/^Calling /).waitFor();
    await chooseInSelect(page, 'order-edit-lead-status', 'Callback consulting');
    await chooseInSelect(page, 'order-edit-reason', null);

    // Three days ahead on the org's calendar (a callback is at least 2 days away), at 10:00 there.
    const day = wallClockParts(new Date(Date.now() + 3 * 86_400_000), ORG_ZONE);
    const shownDay = `${two(day.day)}/${two(day.month)}/${day.year}`;
    await typeDate(page, 'order-edit-callback-at', new Date(day.year, day.month - 1, day.day, 10, 0), {
      time: true,
    });
    await expect.poll(() => page.getByTestId('order-edit-callback-at').inputValue()).toContain('10:00');
    await page.getByTestId('order-edit-save').click();
    await page.waitForURL((url) => url.pathname === '/apps/orders/list');

    // The API holds the instant of 10:00 in Ho Chi Minh City (UTC+7): 03:00 UTC.
    const detail = await callApi<OrderDetail>(page, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    const at = detail.data.leadData.nextCallbackAt;
    expect(formatZonedDateTime(at, ORG_ZONE)).toBe(`${shownDay} 10:00`);
    expect(new Date(at ?? '').toISOString()).toBe(
      new Date(Date.UTC(day.year, day.month - 1, day.day, 3, 0)).toISOString(),
    );
    const callbacks = await callApi<CallbackRow[]>(page, 'POST', '/api/callbacks', {
      scope: 'mine',
      search: String(lead.leadId),
    });
    expect(callbacks.data.map((row) => row.scheduledAt)).toEqual([at]);

    // The list shows 10:00, and its day filter (that day, both ends) keeps it: the day's bounds are
    // the org's, while 10:00 there is the evening before in Los Angeles.
    await page.goto('/apps/callback/list');
    await waitForSettledTable(page, 'callback-list');
    await page.getByTestId('filter-search').fill(String(lead.leadId));
    const onDay = new Date(day.year, day.month - 1, day.day);
    await typeDate(page, 'filter-dateFrom', onDay);
    await typeDate(page, 'filter-dateTo', onDay);
    await page.getByTestId('callback-filter-submit').click();
    await waitForSettledTable(page, 'callback-list');
    const row = page.getByTestId('callback-list-row');
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.innerText()).resolves.toContain(`${shownDay} 10:00`);
  });
});
