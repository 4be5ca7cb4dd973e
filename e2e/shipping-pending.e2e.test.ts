import { ORG_ID } from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePartner, startFakePartner } from '../apps/api/src/testing/fake-partner-server.js';
import {
  connectFakeDhl,
  deliveryOrderMaker,
  dhlAcceptsShipment,
} from '../apps/api/src/testing/logistics-fixtures.js';
import { chooseInSelect, findInList, waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

/** SPEC.md 7.5 and 8: a DO whose send failed is resent from pending shipping. */
describe('pending shipping', () => {
  const suite = useBrowserSuite({ env: { LOGISTICS_PARTNER_TIMEOUT_MS: '800', JOB_POLL_MS: '200' } });
  let dhl: FakePartner;

  beforeAll(async () => {
    dhl = await startFakePartner();
  });
  afterAll(() => dhl?.close());

  it('a DO the partner did not answer shows with its reason, is selected, resent, and the toast table says Success', async () => {
    const db = suite.engine.db;
    await connectFakeDhl(db, 'VN1', dhl);
    // The partner hangs: the server's send job times out and leaves the DO New with the reason.
    dhl.answer('POST', '/rest/v3/Shipment', 'hang');
    const doId = await deliveryOrderMaker(db)('VN1', 'DHL');
    await sql`INSERT INTO jobs (org_id, kind, payload) VALUES (${ORG_ID.VN1}, 'delivery-order.send', ${JSON.stringify({ deliveryOrderId: doId })}::jsonb)`.execute(
      db,
    );
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('deliveryOrders')
              .select('lastSendError')
              .where('id', '=', doId)
              .executeTakeFirst()
          )?.lastSendError,
        { timeout: 15_000, interval: 200 },
      )
      .toBe('timeout');
    const order = await db
      .selectFrom('deliveryOrders as d')
      .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
      .select(['so.id as soId', 'so.leadId'])
      .where('d.id', '=', doId)
      .executeTakeFirstOrThrow();

    const page = await suite.openLoggedIn('vn1.validator', { path: '/apps/orders/shipping-pending' });
    await waitForSettledTable(page, 'shipping-pending-list');
    const row = await findInList(page, 'shipping-pending', doId);
    await expect(row.innerText()).resolves.toContain('No answer in time');
    await expect(page.getByTestId(`reason-${doId}`).getAttribute('data-reason')).resolves.toBe('timeout');
    // The send job queued its next try: the row shows when.
    await expect(row.innerText()).resolves.not.toContain('resend by hand');

    // The partner answers again; the validator resends with a fulfilment partner and DHL.
    dhl.answer('POST', '/rest/v3/Shipment', dhlAcceptsShipment(`VN1${String(doId).padStart(9, '0')}`));
    await row.getByTestId('shipping-pending-list-select').check();
    await page.getByTestId('resend-open').click();
    await page.getByTestId('resend-dialog').waitFor();
    await chooseInSelect(page, 'resend-ffm', 'VN1 warehouse team');
    await chooseInSelect(page, 'resend-lm', 'DHL');
    await chooseInSelect(page, 'resend-warehouse', null);
    await page.getByTestId('resend-confirm').click();

    const toast = page.getByTestId('resend-result');
    await toast.waitFor();
    await expect(toast.innerText()).resolves.toMatch(/SO ID\s+Lead ID\s+Result/);
    const result = toast.getByTestId('resend-result-row');
    await expect(result.innerText()).resolves.toMatch(
      new RegExp(`${order.soId}\\s+${order.leadId}\\s+Success`),
    );
    // Success is yellow.
    await expect(
      result.getByText('Success').evaluate((element) => getComputedStyle(element).color),
    ).resolves.toBe('rgb(249, 168, 37)');
    // The list reloads without it.
    await expect.poll(() => page.getByTestId('shipping-pending-list-row').count()).toBe(0);
    const sent = await db
      .selectFrom('deliveryOrders')
      .select(['status', 'trackingCode'])
      .where('id', '=', doId)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 2, trackingCode: `VN1${String(doId).padStart(9, '0')}` });
  });

  it('removes a selected DO after confirming: Succeed! (Vietnamese: Thành công!)', async () => {
    const db = suite.engine.db;
    const doId = await deliveryOrderMaker(db)('VN1', 'KERRY');
    await db
      .updateTable('deliveryOrders')
      .set({ lastSendError: 'kerry_101: invalid zipcode', sendAttempts: 1, lastSendAt: new Date() })
      .where('id', '=', doId)
      .execute();
    const page = await suite.openLoggedIn('vn1.validator', {
      language: 'vi',
      path: '/apps/orders/shipping-pending',
    });
    await waitForSettledTable(page, 'shipping-pending-list');
    const row = await findInList(page, 'shipping-pending', doId);
    await expect(row.innerText()).resolves.toContain('Đối tác từ chối');
    await row.getByTestId('shipping-pending-list-select').check();
    await page.getByTestId('remove-open').click();
    await page.getByTestId('remove-confirm').click();
    await page.getByRole('alert').filter({ hasText: 'Thành công!' }).waitFor();
    await expect.poll(() => page.getByTestId('shipping-pending-list-row').count()).toBe(0);
    const removed = await db
      .selectFrom('deliveryOrders')
      .select('status')
      .where('id', '=', doId)
      .executeTakeFirst();
    expect(removed?.status).toBe(7);
  });
});
