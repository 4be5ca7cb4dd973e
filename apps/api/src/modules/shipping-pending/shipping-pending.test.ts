import {
  type FfmPartner,
  LOGISTICS_DO_STATUS,
  ORG_ID,
  type ResendResult,
  type ShippingPendingRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { type FakePartner, startFakePartner } from '../../testing/fake-partner-server.js';
import { connectFakeDhl, deliveryOrderMaker, dhlAcceptsShipment } from '../../testing/logistics-fixtures.js';
import { orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { expectListExport } from '../../testing/xlsx-fixtures.js';
import { sendDeliveryOrder } from '../logistics/index.js';

const { NEW, SENT_TO_PARTNER, CANCELLED } = LOGISTICS_DO_STATUS;
const VN1 = ORG_ID.VN1;
const TH1 = ORG_ID.TH1;

describe('pending shipping: list, listFfm, resend, remove, export, roles and isolation', () => {
  let server: TestServer;
  let dhl: FakePartner;
  let newDeliveryOrder: ReturnType<typeof deliveryOrderMaker>;
  let validator: string;
  let thValidator: string;
  let hq: string;
  /** A VN1 DO whose DHL send timed out. */
  let timedOut: number;
  /** A TH1 DO whose send was refused. */
  let thRefused: number;

  const doRow = (id: number) =>
    server.engine.db.selectFrom('deliveryOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const list = (token: string, query = '') =>
    server.call<ShippingPendingRow[]>({ method: 'GET', url: `/api/shipping-pending${query}`, token });
  const search = (token: string, payload: object) =>
    server.call<ShippingPendingRow[]>({ method: 'POST', url: '/api/shipping-pending', token, payload });
  const resend = (token: string, payload: object) =>
    server.call<ResendResult[]>({ method: 'PUT', url: '/api/shipping-pending/resend', token, payload });
  const remove = (token: string, payload: object) =>
    server.call<boolean>({ method: 'POST', url: '/api/shipping-pending/remove', token, payload });
  const ffm = (token: string, query = '') =>
    server.call<FfmPartner[]>({ method: 'GET', url: `/api/shipping-pending/ffm${query}`, token });
  const historyOf = async (saleOrderId: number, action: string) =>
    (await orderHistory(server.engine.db, saleOrderId)).filter((entry) => entry.action === action);

  /** A DO the partner refused (as logistics would have left it). */
  async function refusedDeliveryOrder(orgCode: string, reason = 'http_400: receiver address incomplete') {
    const id = await newDeliveryOrder(orgCode, 'KERRY');
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ lastSendError: reason, sendAttempts: 1, lastSendAt: new Date() })
      .where('id', '=', id)
      .execute();
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer({
      LOGISTICS_SIM_SPEED: '1',
      LOGISTICS_SIM_TICK_MS: '0',
      // Short enough that the partner who never answers costs the suite little, long enough that
      // the one who answers does so in time on a loaded machine (400 ms timed the resend out).
      LOGISTICS_PARTNER_TIMEOUT_MS: '2000',
    });
    newDeliveryOrder = deliveryOrderMaker(server.engine.db);
    dhl = await startFakePartner();
    await connectFakeDhl(server.engine.db, 'VN1', dhl);
    [validator, thValidator, hq] = await server.loginAll('vn1.validator', 'th1.validator', 'hq.admin');
    // The partner does not answer: the DO stays New with the reason (logistics' one send).
    dhl.answer('POST', '/rest/v3/Shipment', 'hang');
    timedOut = await newDeliveryOrder('VN1', 'DHL');
    const outcome = await sendDeliveryOrder(server.ctx, timedOut);
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout', retryable: true });
    thRefused = await refusedDeliveryOrder('TH1');
  });
  afterAll(async () => {
    await dhl?.close();
    await server.close();
  });

  it('lists a DO whose send timed out, with its reason, attempts and partner', async () => {
    const { status, body } = await list(validator, '?limit=200');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const row = body.data.find((item) => item.doId === timedOut);
    const order = await doRow(timedOut);
    expect(row).toMatchObject({
      doId: timedOut,
      soId: order.saleOrderId,
      orgId: VN1,
      partner: 'DHL',
      reason: 'timeout',
      reasonKind: 'timeout',
      attempts: 1,
      nextRetryAt: null,
      currency: 'VND',
    });
    expect(row?.lastAttemptAt).not.toBeNull();
    // Only New DOs with a send error, of the caller's org.
    expect(body.data.every((item) => item.orgId === VN1 && item.reason !== '')).toBe(true);
    expect(body.data.some((item) => item.doId === thRefused)).toBe(false);
    expect(body.total).toBe(body.data.length);
  });

  it('filters by partner, reason kind, search and date; GET and POST agree', async () => {
    const refused = await refusedDeliveryOrder('VN1');
    const ids = async (payload: object) =>
      (await search(validator, payload)).body.data.map((row) => row.doId);
    expect(await ids({ partner: ['DHL'] })).toContain(timedOut);
    expect(await ids({ partner: ['KERRY'] })).not.toContain(timedOut);
    expect(await ids({ reasonKind: ['refused'] })).toEqual(expect.arrayContaining([refused]));
    expect(await ids({ reasonKind: ['refused'] })).not.toContain(timedOut);
    expect(await ids({ search: String(timedOut) })).toContain(timedOut);
    expect(await ids({ dateFrom: '2000-01-01', dateTo: '2000-01-02' })).toEqual([]);
    expect(
      (await list(validator, `?reasonKind=timeout&dateTo=2100-01-01&dateFrom=2000-01-01`)).body.data.map(
        (row) => row.doId,
      ),
    ).toContain(timedOut);
    const bad = await search(validator, { reasonKind: ['nope'] });
    expect(bad.status).toBe(400);
  });

  it('listFfm answers the org’s fulfilment partners with last-mile partners and warehouses', async () => {
    const { status, body } = await ffm(validator);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(1);
    expect(body.data.every((partner) => partner.orgId === VN1)).toBe(true);
    const own = body.data[0]!;
    expect(own.listLastSmile.map((lm) => lm.lmPartnerId)).toEqual(['GENERAL', 'DHL', 'KERRY', 'SAP']);
    expect(own.listLastSmile[1]).toEqual({ lmPartnerId: 'DHL', nameLm: 'DHL' });
    const warehouses = await server.engine.db
      .selectFrom('warehouses')
      .select('id')
      .where('orgId', '=', VN1)
      .where('active', '=', true)
      .execute();
    expect(own.listWarehouse.map((w) => w.warehouseId).sort()).toEqual(warehouses.map((w) => w.id).sort());
    // HQ picks the org.
    const th = await ffm(hq, `?orgId=${TH1}`);
    expect(th.body.data.length).toBeGreaterThan(0);
    expect(th.body.data.every((partner) => partner.orgId === TH1)).toBe(true);
  });

  it('resends with the chosen partner and warehouse: the DO leaves the list with a tracking code', async () => {
    const [partner] = (await ffm(validator)).body.data;
    const warehouseId = partner!.listWarehouse.at(-1)!.warehouseId;
    const shipmentId = `VN1${String(timedOut).padStart(9, '0')}`;
    dhl.answer('POST', '/rest/v3/Shipment', dhlAcceptsShipment(shipmentId));
    const order = await doRow(timedOut);
    const { status, body } = await resend(validator, {
      doIds: [timedOut],
      ffmPartnerId: partner!.ffmPartnerId,
      lmPartner: 'DHL',
      warehouseId,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        doId: timedOut,
        soId: order.saleOrderId,
        leadId: expect.any(Number),
        result: true,
        message: `Sent, tracking code ${shipmentId}`,
        trackingCode: shipmentId,
      },
    ]);
    expect(await doRow(timedOut)).toMatchObject({
      status: SENT_TO_PARTNER,
      trackingCode: shipmentId,
      sendAttempts: 2,
      lastSendError: null,
      warehouseId,
      ffmPartnerId: partner!.ffmPartnerId,
      partner: 'DHL',
    });
    const history = await historyOf(order.saleOrderId, 'do_resend');
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toMatchObject({ doId: timedOut, ffmPartnerId: { from: null } });
    expect((await list(validator, '?limit=200')).body.data.some((row) => row.doId === timedOut)).toBe(false);

    // Resending it again answers false with its status; nothing is sent.
    const again = await resend(validator, { doIds: [timedOut] });
    expect(again.body.data).toEqual([
      expect.objectContaining({
        doId: timedOut,
        result: false,
        message: 'This delivery order is not waiting to be sent (status: Sent to partner).',
      }),
    ]);
    expect(dhl.to('/rest/v3/Shipment')).toHaveLength(2);
  });

  it('answers a row per DO: another org’s DO is not found, a refusal keeps its reason (vi)', async () => {
    const refused = await refusedDeliveryOrder('VN1');
    dhl.answer('POST', '/rest/v3/Shipment', { status: 400, body: { detail: 'receiver phone missing' } });
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ partner: 'DHL' })
      .where('id', '=', refused)
      .execute();
    const { body } = await server.call<ResendResult[]>({
      method: 'PUT',
      url: '/api/shipping-pending/resend',
      token: validator,
      headers: { 'accept-language': 'vi' },
      payload: { doIds: [thRefused, refused] },
    });
    expect(body.data).toEqual([
      {
        doId: thRefused,
        soId: null,
        leadId: null,
        result: false,
        message: 'Đơn giao hàng này không tồn tại.',
        trackingCode: null,
      },
      expect.objectContaining({
        doId: refused,
        result: false,
        message: expect.stringMatching(/^Đối tác không nhận đơn: http_400/),
      }),
    ]);
    expect(await doRow(thRefused)).toMatchObject({ status: NEW, sendAttempts: 1 });
    // Only foreign or unknown ids: one 'not found' row each, nothing read or sent.
    const none = await resend(validator, { doIds: [thRefused, 2_000_000_000] });
    expect(none.status).toBe(200);
    expect(none.body.data.map((row) => [row.doId, row.result, row.soId])).toEqual([
      [thRefused, false, null],
      [2_000_000_000, false, null],
    ]);
    expect(await doRow(refused)).toMatchObject({ status: NEW, sendAttempts: 2 });
  });

  it('refuses a bad choice whole, changing nothing', async () => {
    const refused = await refusedDeliveryOrder('VN1');
    const before = await doRow(refused);
    const thPartner = (await ffm(thValidator)).body.data[0]!;
    const vnPartners = (await ffm(validator)).body.data;
    const threePl = vnPartners.find(
      (partner) => !partner.listLastSmile.some((lm) => lm.lmPartnerId === 'SAP'),
    )!;
    for (const payload of [
      { doIds: [refused], ffmPartnerId: thPartner.ffmPartnerId },
      { doIds: [refused], ffmPartnerId: threePl.ffmPartnerId, lmPartner: 'SAP' },
      { doIds: [refused], warehouseId: thPartner.listWarehouse[0]!.warehouseId },
      { doIds: [] },
      { doIds: Array.from({ length: 101 }, (_, n) => n + 1) },
    ]) {
      const answer = await resend(validator, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await doRow(refused)).toEqual(before);
  });

  it('removes DOs all or nothing: Cancelled with a history row, data true; else data false', async () => {
    const one = await refusedDeliveryOrder('VN1');
    const two = await refusedDeliveryOrder('VN1');
    const mixed = await remove(validator, { doIds: [one, thRefused] });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ code: 200, data: false });
    expect(mixed.body.message).toContain(String(thRefused));
    expect((await doRow(one)).status).toBe(NEW);

    const removed = await remove(validator, { doIds: [one, two] });
    expect(removed.body).toMatchObject({ code: 200, data: true, message: 'Succeed!' });
    expect((await doRow(one)).status).toBe(CANCELLED);
    expect((await doRow(two)).status).toBe(CANCELLED);
    expect(await historyOf((await doRow(one)).saleOrderId, 'do_removed')).toHaveLength(1);
    const ids = (await list(validator, '?limit=200')).body.data.map((row) => row.doId);
    expect(ids).not.toContain(one);
    // Removed once: a second removal is refused.
    expect((await remove(validator, { doIds: [one] })).body.data).toBe(false);
    // A sent DO cannot be removed here either.
    expect((await remove(validator, { doIds: [timedOut] })).body.data).toBe(false);
  });

  it('each org sees its own; HQ sees all', async () => {
    const th = (await list(thValidator, '?limit=200')).body.data;
    expect(th.map((row) => row.doId)).toContain(thRefused);
    expect(th.every((row) => row.orgId === TH1)).toBe(true);
    const all = (await list(hq, '?limit=200')).body.data.map((row) => row.orgId);
    expect(new Set(all)).toEqual(new Set([VN1, TH1]));
  });

  it('keeps fulfilment partners to their org (row-level security)', async () => {
    const seen = await withOrgScope(server.engine.db, { orgId: TH1 }, (trx) =>
      trx.selectFrom('fulfilmentPartners').select('orgId').execute(),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.orgId === TH1)).toBe(true);
    await expect(
      withOrgScope(server.engine.db, { orgId: TH1 }, (trx) =>
        trx.insertInto('fulfilmentPartners').values({ orgId: VN1, code: 'X', name: 'X' }).execute(),
      ),
    ).rejects.toThrow();
    const count = await server.engine.db
      .selectFrom('fulfilmentPartners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', '=', 'X')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses the roles outside SPEC.md 6 validation and shipping (12, 22, 23, 27, 28)', async () => {
    for (const userName of ['vn1.agent', 'vn1.cs', 'vn1.marketing', 'vn1.resell-agent', 'vn1.auditor']) {
      const token = await server.login(userName);
      expect((await list(token)).status, userName).toBe(403);
      expect((await ffm(token)).status, userName).toBe(403);
      expect((await resend(token, { doIds: [thRefused] })).status, userName).toBe(403);
      expect((await remove(token, { doIds: [thRefused] })).status, userName).toBe(403);
    }
    expect((await doRow(thRefused)).status).toBe(NEW);
  });

  it('exports shippingPending.xlsx of the filter, paging dropped', async () => {
    const filter = { offset: 0, limit: 1 };
    const total = (await search(validator, filter)).body.total;
    expect(total).toBeGreaterThan(0);
    const sheet = await expectListExport(
      server,
      { url: '/api/shipping-pending/export', token: validator, payload: filter },
      { fileName: 'shippingPending.xlsx', firstHeader: 'DO ID', total },
    );
    expect(sheet.getRow(1).values).toContain('Reason');
  });
});
