import {
  ORG_ID,
  type ShippingChangeResult,
  type ShippingHistoryEntry,
  type ShippingImportResult,
  type ShippingItems,
  type ShippingOrderDetail,
  type ShippingRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeliveryOrder } from '../../testing/logistics-fixtures.js';
import { multipartFile } from '../../testing/multipart.js';
import { orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { expectListExport, xlsxWorkbook } from '../../testing/xlsx-fixtures.js';
import { advanceSimulatedParcels, sendDeliveryOrder } from '../logistics/index.js';

describe('shipping: lists, detail, cancel, import, DHL status, export', () => {
  let server: TestServer;
  let logistics: string;
  let validator: string;
  let thValidator: string;

  const list = (token: string, query = '') =>
    server.call<ShippingRow[]>({ method: 'GET', url: `/api/shipping/orders${query}`, token });
  const search = (token: string, body: Record<string, unknown>, language = 'en') =>
    server.call<ShippingRow[]>({
      method: 'POST',
      url: '/api/shipping/orders',
      token,
      payload: body,
      headers: { 'accept-language': language },
    });
  const cancel = (token: string, doId: number, language = 'en') =>
    server.call<ShippingChangeResult>({
      method: 'PUT',
      url: `/api/shipping/orders/${doId}/cancel`,
      token,
      headers: { 'accept-language': language },
    });
  const dhlStatus = (token: string, doId: number, body: Record<string, unknown>) =>
    server.call<ShippingChangeResult>({
      method: 'PUT',
      url: `/api/shipping/orders/${doId}/dhl-status`,
      token,
      payload: body,
    });
  const upload = async (token: string, rows: (string | number | null)[][], language = 'en') => {
    const upload = multipartFile(await xlsxWorkbook(rows, 'DO'), { name: 'import.xlsx' });
    return server.call<ShippingImportResult>({
      method: 'POST',
      url: '/api/shipping/import',
      token,
      payload: upload.payload,
      headers: { ...upload.headers, 'accept-language': language },
    });
  };
  const doRow = (doId: number) =>
    server.engine.db
      .selectFrom('deliveryOrders')
      .selectAll()
      .where('id', '=', doId)
      .executeTakeFirstOrThrow();
  const logsOf = (doId: number) =>
    server.engine.db
      .selectFrom('trackingCodeLogs')
      .selectAll()
      .where('deliveryOrderId', '=', doId)
      .orderBy('id')
      .execute();
  const historyOf = (soId: number) => orderHistory(server.engine.db, soId);

  beforeAll(async () => {
    server = await startTestServer({
      JOB_POLL_MS: '0',
      LOGISTICS_SIM_TICK_MS: '0',
      LOGISTICS_SIM_SEED: 'shipping',
    });
    [logistics, validator, thValidator] = await server.loginAll(
      'vn1.logistics',
      'vn1.validator',
      'th1.validator',
    );
  });
  afterAll(() => server.close());

  it('lists the org’s delivery orders newest first, paged, GET = POST, and filters them', async () => {
    const { body } = await list(logistics, '?offset=0&limit=5');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.data.every((row) => row.orgId === ORG_ID.VN1)).toBe(true);
    const keys = body.data.map((row) => `${row.createdAt}|${String(row.doId).padStart(10, '0')}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    const second = (await list(logistics, '?offset=5&limit=5')).body.data;
    expect(second.map((r) => r.doId)).not.toContain(body.data[0]!.doId);
    expect((await search(logistics, { offset: 0, limit: 5 })).body.data).toEqual(body.data);

    const row = body.data[0]!;
    expect(row.customerName).not.toBe('');
    expect(row.status.name).not.toBe('');
    const delivered = await search(logistics, { status: [5], limit: 50 });
    expect(delivered.body.data.length).toBeGreaterThan(0);
    expect(delivered.body.data.every((r) => r.status.value === 5)).toBe(true);
    const vi = await search(logistics, { status: [5], limit: 1 }, 'vi');
    expect(vi.body.data[0]!.status.name).not.toBe(delivered.body.data[0]!.status.name);

    const withCode = (await search(logistics, { limit: 200 })).body.data.find((r) => r.trackingCode);
    expect(withCode).toBeDefined();
    const byCode = await search(logistics, { search: withCode!.trackingCode!.toLowerCase() });
    expect(byCode.body.data.map((r) => r.doId)).toEqual([withCode!.doId]);
    for (const id of [withCode!.doId, withCode!.soId, withCode!.leadId]) {
      const byId = await search(logistics, { search: String(id) });
      expect(byId.body.data.map((r) => r.doId)).toContain(withCode!.doId);
    }
    const byPhone = await search(logistics, { search: withCode!.phone.replace(/\D/g, '').slice(-7) });
    expect(byPhone.body.data.map((r) => r.doId)).toContain(withCode!.doId);

    const today = new Date().toISOString().slice(0, 10);
    const future = await search(logistics, { dateFrom: '2099-01-01' });
    expect(future.body.total).toBe(0);
    const bad = await search(logistics, { dateFrom: today, dateTo: '2000-01-01' });
    expect(bad.status).toBe(400);
  });

  it('gives each partner its own list, and every partner to the all-partners list', async () => {
    const dhl = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, { partner: 'DHL' });
    const onlyDhl = await search(logistics, { partner: 'DHL', limit: 200 });
    expect(onlyDhl.body.data.map((r) => r.doId)).toContain(dhl.doId);
    expect(onlyDhl.body.data.every((r) => r.partner === 'DHL')).toBe(true);
    const general = await search(logistics, { partner: 'GENERAL', limit: 50 });
    expect(general.body.total).toBeGreaterThan(0);
    expect(general.body.data.every((r) => r.partner === 'GENERAL')).toBe(true);
    expect(general.body.data.map((r) => r.doId)).not.toContain(dhl.doId);
    const all = await search(logistics, { limit: 5 });
    expect(all.body.data[0]!.doId).toBe(dhl.doId);

    const kerry = await search(thValidator, { partner: 'KERRY', limit: 20 });
    expect(kerry.body.total).toBeGreaterThan(0);
    expect(kerry.body.data.every((r) => r.partner === 'KERRY' && r.orgId === ORG_ID.TH1)).toBe(true);
  });

  it('keeps each org to its own DOs and refuses the roles outside the shipping list', async () => {
    const mine = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
    const th = await search(thValidator, { search: String(mine.doId) });
    expect(th.body.data.map((r) => r.doId)).not.toContain(mine.doId);
    for (const url of ['', '/history', '/items'])
      expect(
        (
          await server.call({
            method: 'GET',
            url: `/api/shipping/orders/${mine.doId}${url}`,
            token: thValidator,
          })
        ).status,
      ).toBe(404);
    expect((await cancel(thValidator, mine.doId)).status).toBe(404);
    expect((await doRow(mine.doId)).status).toBe(1);

    for (const userName of ['vn1.agent', 'vn1.cs', 'vn1.marketing', 'vn1.resell-agent', 'vn1.auditor']) {
      const token = await server.login(userName);
      expect((await list(token)).status, userName).toBe(403);
      expect((await cancel(token, mine.doId)).status, userName).toBe(403);
      expect((await dhlStatus(token, mine.doId, { status: 4 })).status, userName).toBe(403);
    }
    expect((await doRow(mine.doId)).status).toBe(1);
  });

  it('answers the order detail, its history and its items with their total', async () => {
    const made = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, { partner: 'DHL' });
    const detail = await server.call<ShippingOrderDetail>({
      method: 'GET',
      url: `/api/shipping/orders/${made.doId}`,
      token: logistics,
    });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data.leadData.leadId).toBe(made.leadId);
    expect(detail.body.data.doData).toMatchObject({
      doId: made.doId,
      soId: made.soId,
      partner: 'DHL',
      cancellable: true,
    });
    const items = await server.call<ShippingItems>({
      method: 'GET',
      url: `/api/shipping/orders/${made.doId}/items`,
      token: logistics,
    });
    expect(items.body.data.items.length).toBeGreaterThan(0);
    expect(items.body.data.totalAmount).toBe(
      items.body.data.items.reduce((sum, item) => sum + item.prodAmount, 0),
    );
    expect(items.body.data.items[0]!.productTypeName).not.toBe('');

    await cancel(logistics, made.doId);
    const history = await server.call<ShippingHistoryEntry[]>({
      method: 'GET',
      url: `/api/shipping/orders/${made.doId}/history`,
      token: logistics,
    });
    expect(history.body.data[0]).toMatchObject({ action: 'do_cancelled', status: { value: 7 } });
    expect(history.body.data[0]!.actor).toBeTruthy();
  });

  it('cancels a New or Sent DO (the simulator stops moving it) and refuses a later status', async () => {
    const fresh = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
    const cancelled = await cancel(logistics, fresh.doId);
    expect(cancelled.body.code).toBe(200);
    expect(cancelled.body.message).toBe('Succeed!');
    expect(cancelled.body.data.status.value).toBe(7);
    expect((await historyOf(fresh.soId)).map((h) => h.action)).toContain('do_cancelled');
    // A send queued before the cancel finds it not sendable.
    const send = await sendDeliveryOrder(server.ctx, fresh.doId);
    expect(send).toMatchObject({ ok: false, reason: 'not_sendable' });

    // A parcel at the simulator, Sent to partner: cancelled, logged, and it moves no more.
    let sent: { doId: number; soId: number } | null = null;
    for (let attempt = 0; attempt < 10 && !sent; attempt++) {
      const made = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
      if ((await sendDeliveryOrder(server.ctx, made.doId)).ok) sent = made;
    }
    if (!sent) throw new Error('the simulator refused every send');
    expect((await cancel(logistics, sent.doId)).body.code).toBe(200);
    const logs = await logsOf(sent.doId);
    expect(logs.map((log) => log.status)).toEqual([2, 7]);
    await advanceSimulatedParcels(server.ctx, new Date(Date.now() + 7 * 86_400_000));
    expect((await doRow(sent.doId)).status).toBe(7);
    const history = await server.call<ShippingHistoryEntry[]>({
      method: 'GET',
      url: `/api/shipping/orders/${sent.doId}/history`,
      token: logistics,
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['tracking_cancelled', 'do_cancelled', 'tracking_sent', 'do_sent']),
    );

    const picked = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      status: 3,
      trackingCode: 'PICK00001',
    });
    const refused = await cancel(logistics, picked.doId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This delivery order is Picked: only a New or Sent to partner delivery order can be cancelled.',
    );
    const vi = await cancel(logistics, picked.doId, 'vi');
    expect(vi.body.message).toMatch(/^Đơn giao hàng đang ở trạng thái .+: chỉ hủy được/);
    expect((await doRow(picked.doId)).status).toBe(3);
    // A DO whose send is in flight waits for it.
    const sending = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ sendStartedAt: new Date() })
      .where('id', '=', sending.doId)
      .execute();
    expect((await cancel(logistics, sending.doId)).status).toBe(400);
    expect((await doRow(sending.doId)).status).toBe(1);
  });

  it('imports tracking codes all or nothing, refusing formula-like cells and naming the row', async () => {
    const a = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
    const b = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      partner: 'SAP',
      status: 2,
      sentVia: 'sap',
    });
    const header = ['DO ID', 'Tracking code', 'Partner'];

    const unknown = await upload(logistics, [
      header,
      [a.doId, 'EXT-A-0001', 'DHL'],
      [99_999_999, 'EXT-X-0002', ''],
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Row 3: delivery order 99999999 does not exist. Nothing was imported.');
    const formula = await upload(logistics, [header, [a.doId, '=HYPERLINK("http://x","y")', '']], 'vi');
    expect(formula.status).toBe(400);
    expect(formula.body.message).toMatch(/^Dòng 2: mã vận đơn phải gồm/);
    const twice = await upload(logistics, [header, [a.doId, 'EXT-A-0001', ''], [a.doId, 'EXT-A-0002', '']]);
    expect(twice.body.message).toBe(
      `Row 3: delivery order ${a.doId} is already in row 2. Nothing was imported.`,
    );
    const noColumns = await upload(logistics, [
      ['Name', 'Phone'],
      ['x', '1'],
    ]);
    expect(noColumns.body.message).toBe(
      'The file needs the columns DO ID and Tracking code in its first row.',
    );
    const delivered = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      status: 5,
      trackingCode: 'DLV00001',
    });
    const wrong = await upload(logistics, [header, [delivered.doId, 'EXT-D-0001', '']]);
    expect(wrong.body.message).toMatch(/^Row 2: delivery order \d+ is Delivered/);
    expect((await doRow(a.doId)).trackingCode).toBeNull();
    expect(await logsOf(a.doId)).toHaveLength(0);

    // Vietnamese headers are read too.
    const done = await upload(logistics, [
      ['Mã DO', 'Mã vận đơn', 'Đối tác'],
      [a.doId, 'EXT-A-0001', 'dhl'],
      [b.doId, 'SAP/CARRIER-77', ''],
    ]);
    expect(done.body.code).toBe(200);
    expect(done.body.message).toBe('Delivery orders imported: 2.');
    expect(await doRow(a.doId)).toMatchObject({ status: 2, trackingCode: 'EXT-A-0001', partner: 'DHL' });
    expect(await doRow(b.doId)).toMatchObject({ status: 2, trackingCode: 'SAP/CARRIER-77', partner: 'SAP' });
    expect((await logsOf(a.doId)).map((log) => [log.status, log.partnerStatus])).toEqual([[2, 'imported']]);
    expect((await historyOf(a.soId)).map((h) => h.action)).toContain('do_imported');
    // A code already held by another DO is refused.
    const c = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1);
    const taken = await upload(logistics, [header, [c.doId, 'EXT-A-0001', '']]);
    expect(taken.body.message).toBe(
      `Row 2: tracking code EXT-A-0001 belongs to delivery order ${a.doId}. Nothing was imported.`,
    );
    // Another org's DO is unknown.
    const foreign = await upload(thValidator, [header, [c.doId, 'EXT-C-0001', '']]);
    expect(foreign.body.message).toMatch(/does not exist/);
  });

  it('DHL change of status writes a tracking-log row and history, and is refused on a cancelled DO', async () => {
    const dhl = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      partner: 'DHL',
      status: 2,
      trackingCode: 'DHLMAN00001',
      sentVia: 'dhl',
    });
    const changed = await dhlStatus(validator, dhl.doId, { status: 4, note: 'called DHL' });
    expect(changed.body.code).toBe(200);
    expect(changed.body.data.status.value).toBe(4);
    const logs = await logsOf(dhl.doId);
    expect(logs.at(-1)).toMatchObject({ status: 4, partner: 'dhl', partnerStatus: 'manual: called DHL' });
    const history = (await historyOf(dhl.soId)).at(-1)!;
    expect(history.action).toBe('do_status');
    expect(history.actorId).not.toBeNull();
    expect((await dhlStatus(validator, dhl.doId, { status: 4 })).status).toBe(400);
    expect((await dhlStatus(validator, dhl.doId, { status: 7 })).status).toBe(400);

    const general = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      status: 2,
      trackingCode: 'GEN00001',
    });
    const notDhl = await dhlStatus(validator, general.doId, { status: 4 });
    expect(notDhl.body.message).toBe('Only a DHL delivery order can have its status changed here.');
    const gone = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      partner: 'DHL',
      status: 7,
      trackingCode: 'DHLGONE0001',
    });
    const refused = await dhlStatus(validator, gone.doId, { status: 5 });
    expect(refused.body.message).toBe('This delivery order is cancelled: its status cannot be changed.');
    expect((await doRow(gone.doId)).status).toBe(7);
    expect(await logsOf(gone.doId)).toHaveLength(0);
  });

  it('exports shipping.xlsx of the filter, paging dropped, formula-like text escaped', async () => {
    const made = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, { partner: 'KERRY' });
    await server.engine.db
      .updateTable('leads')
      .set({ customerName: '=cmd|"/c calc"!A1' })
      .where('id', '=', made.leadId)
      .execute();
    const filter = { partner: 'KERRY', offset: 0, limit: 1 };
    const total = (await search(logistics, filter)).body.total;
    const sheet = await expectListExport(
      server,
      { url: '/api/shipping/orders/export', token: logistics, payload: filter },
      { fileName: 'shipping.xlsx', firstHeader: 'DO ID', total },
    );
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(made.doId);
    expect(row.getCell(4).value).toBe(`'=cmd|"/c calc"!A1`);
  });
});
