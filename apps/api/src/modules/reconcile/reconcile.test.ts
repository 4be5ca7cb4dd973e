import {
  ORG_ID,
  type ReconcileOrderResult,
  type ReconcileRow,
  type ReconcileUploadResult,
  type TrackingCodeLog,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeliveryOrder } from '../../testing/logistics-fixtures.js';
import { multipartFile } from '../../testing/multipart.js';
import { orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { RECONCILE_HEADER, readFirstSheet, xlsxWorkbook } from '../../testing/xlsx-fixtures.js';
import { matchRow } from './reconcile-match.js';

describe('reconcile: upload (preview, apply, all or nothing, duplicates), tabs, reconcile-order, logs, export', () => {
  let server: TestServer;
  let finance: string;
  let thFinance: string;
  let validator: string;
  const tag = `T${Date.now().toString(36).toUpperCase()}`;
  const code = (n: string) => `${tag}-${n}`;
  let delivered: { doId: number; soId: number };
  let short: { doId: number; soId: number };
  let moving: { doId: number; soId: number };
  let returned: { doId: number; soId: number };
  let fileBytes: Buffer;

  const upload = async (
    token: string,
    rows: (string | number | null)[][] | Buffer,
    mode?: string,
    language = 'en',
  ) => {
    const data = Buffer.isBuffer(rows) ? rows : await xlsxWorkbook([RECONCILE_HEADER, ...rows], 'COD');
    const upload = multipartFile(data, { name: 'reconcile.xlsx' });
    return server.call<ReconcileUploadResult>({
      method: 'POST',
      url: `/api/reconciliations/upload${mode ? `?mode=${mode}` : ''}`,
      token,
      payload: upload.payload,
      headers: { ...upload.headers, 'accept-language': language },
    });
  };
  const list = (token: string, body: Record<string, unknown>, query = '?page=0&size=50') =>
    server.call<{ deliveryOrders: ReconcileRow[] }>({
      method: 'POST',
      url: `/api/reconciliations/delivery-orders${query}`,
      token,
      payload: body,
    });
  const storedRows = async () =>
    Number(
      (
        await server.engine.db
          .selectFrom('reconciliationRows')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const file = () => [
    [code('A'), delivered.doId, 'Delivered', 350000, 20000, '2026-11-20'],
    [code('B'), null, 'Delivered', '349,000', 20000, '21/11/2026'],
    [code('UNKNOWN'), null, 'Delivered', 100000, 0, '2026-11-21'],
    [null, moving.doId, 'In transit', 0, 0, ''],
    [code('R'), null, 'Đã giao', 0, 15000, '2026-11-22'],
  ];

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    [finance, thFinance, validator] = await server.loginAll('vn1.finance', 'th1.finance', 'vn1.validator');
    const db = server.engine.db;
    delivered = await makeDeliveryOrder(db, ORG_ID.VN1, {
      status: 5,
      trackingCode: code('A'),
      codAmount: 350000,
    });
    short = await makeDeliveryOrder(db, ORG_ID.VN1, {
      status: 5,
      trackingCode: code('B'),
      codAmount: 350000,
    });
    moving = await makeDeliveryOrder(db, ORG_ID.VN1, {
      status: 4,
      trackingCode: code('M'),
      codAmount: 200000,
    });
    returned = await makeDeliveryOrder(db, ORG_ID.VN1, {
      status: 6,
      trackingCode: code('R'),
      codAmount: 90000,
    });
  });
  afterAll(() => server.close());

  it('matches by the rule of DOMAIN.md', () => {
    const order = { id: 1, status: 5, codAmount: 1000 };
    expect(matchRow({ status: 5, codCollected: 1000 }, order).result).toBe('matched');
    expect(matchRow({ status: 5, codCollected: 900 }, order)).toMatchObject({
      result: 'mismatched',
      reason: 'AMOUNT_DIFFERS',
      difference: -100,
    });
    expect(matchRow({ status: 6, codCollected: 1000 }, order).reason).toBe('STATUS_DIFFERS');
    expect(matchRow({ status: 6, codCollected: 0 }, order).reason).toBe('STATUS_AND_AMOUNT_DIFFER');
    expect(matchRow({ status: 4, codCollected: 0 }, order).reason).toBe('NOT_FINAL');
    expect(matchRow({ status: 5, codCollected: 0 }, null).reason).toBe('NO_DO');
    expect(matchRow({ status: 6, codCollected: 0 }, { ...order, status: 6 }).result).toBe('matched');
  });

  it('previews a file without storing anything, then applies it: matched, mismatched and pending tabs', async () => {
    const before = await storedRows();
    fileBytes = await xlsxWorkbook([RECONCILE_HEADER, ...file()], 'COD');
    const preview = await upload(finance, fileBytes, 'preview');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      isReconciled: false,
      applied: false,
      counts: { rows: 5, matched: 1, mismatched: 2, pending: 2 },
    });
    expect(preview.body.data.preview.map((row) => [row.fileRow, row.result, row.reason])).toEqual([
      [2, 'matched', null],
      [3, 'mismatched', 'AMOUNT_DIFFERS'],
      [4, 'pending', 'NO_DO'],
      [5, 'pending', 'NOT_FINAL'],
      [6, 'mismatched', 'STATUS_DIFFERS'],
    ]);
    expect(await storedRows()).toBe(before);

    const applied = await upload(finance, fileBytes, 'apply');
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('File imported: 5 rows (1 matched, 2 mismatched, 2 pending).');
    expect(applied.body.data).toMatchObject({ isReconciled: false, applied: true });
    expect(await storedRows()).toBe(before + 5);

    const tab = async (name: string) =>
      (await list(finance, { tab: name, search: undefined })).body.data.deliveryOrders.filter(
        (row) => row.importId === applied.body.data.importId,
      );
    expect((await tab('matched')).map((row) => row.doId)).toEqual([delivered.doId]);
    const mismatched = await tab('mismatched');
    expect(mismatched.map((row) => row.doId).sort()).toEqual([short.doId, returned.doId].sort());
    const b = mismatched.find((row) => row.doId === short.doId);
    expect(b).toMatchObject({
      expectedCod: 350000,
      codCollected: 349000,
      difference: -1000,
      soId: short.soId,
    });
    expect(b?.reportedOn).toBe('2026-11-21');
    const pending = await tab('pending');
    expect(pending.map((row) => row.trackingCode).sort()).toEqual([code('M'), code('UNKNOWN')].sort());
    expect(await tab('all')).toHaveLength(5);
    const searched = await list(finance, { search: code('B') });
    expect(searched.body.total).toBe(1);
    expect(searched.body.data.deliveryOrders[0]?.reportedStatus.name).toBe('Delivered');
    // A part of the code, in any case, finds it too (docs/reconcile.md 'Search'); LIKE's own
    // characters are taken literally, not as wildcards.
    const part = await list(finance, { search: code('B').slice(3).toLowerCase() });
    expect(part.body.data.deliveryOrders.map((row) => row.trackingCode)).toEqual([code('B')]);
    expect((await list(finance, { search: '%' })).body.total).toBe(0);
    expect((await list(finance, { search: `${tag.slice(0, 3)}_` })).body.total).toBe(0);
  });

  it('answers isReconciled for the same file (or the same rows) again and stores nothing', async () => {
    const before = await storedRows();
    for (const [mode, content] of [
      ['preview', fileBytes],
      ['apply', fileBytes],
      ['apply', file().reverse()],
    ] as const) {
      const again = await upload(finance, content as Buffer, mode);
      expect(again.status).toBe(200);
      expect(again.body.data.isReconciled).toBe(true);
      expect(again.body.data.applied).toBe(false);
    }
    expect(await storedRows()).toBe(before);
  });

  it('refuses a file with a bad row whole, naming the row and the reason (message and data)', async () => {
    const before = await storedRows();
    const bad = await upload(
      finance,
      [...file().slice(0, 2), [code('X'), null, 'Flying', 1, 0, '']],
      'apply',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Row 4: the status “Flying” is not a delivery status. Nothing was imported.',
    );
    expect(bad.body.data).toBe(bad.body.message);
    const amount = await upload(finance, [[code('Y'), null, 'Delivered', '12.5', 0, '']], 'apply', 'vi');
    expect(amount.status).toBe(400);
    expect(amount.body.message).toContain('Dòng 2:');
    // VND has no minor unit: the message says a whole amount, not "at most 0 decimals".
    const whole = await upload(finance, [[code('Y'), null, 'Delivered', '12.5', 0, '']], 'apply');
    expect(whole.body.message).toBe(
      'Row 2: the COD collected must be a whole amount, 0 or more (VND has no decimals). Nothing was imported.',
    );
    expect(whole.body.message).not.toMatch(/0 decimals/);
    const repeat = await upload(finance, [file()[0]!, file()[0]!], 'apply');
    expect(repeat.body.message).toBe(
      'Row 3: the same delivery order is already in row 2. Nothing was imported.',
    );
    const columns = await server.call({
      method: 'POST',
      url: '/api/reconciliations/upload?mode=apply',
      token: finance,
      ...multipartFile(Buffer.from('not a zip'), { name: 'reconcile.xlsx' }),
    });
    expect(columns.status).toBe(400);
    expect(await storedRows()).toBe(before);
  });

  it('matches one DO again once its status changed (reconcile-order), with a history row', async () => {
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ status: 5 })
      .where('id', '=', moving.doId)
      .execute();
    const again = await server.call<ReconcileOrderResult>({
      method: 'POST',
      url: '/api/reconciliations/reconcile-order',
      token: finance,
      payload: { doId: moving.doId },
    });
    expect(again.status).toBe(200);
    // The partner said In transit while the DO is now Delivered: still pending (no final status reported).
    expect(again.body.data.counts).toMatchObject({ rows: 1, pending: 1 });
    const history = await orderHistory(server.engine.db, moving.soId);
    expect(history.map((h) => h.action)).toContain('do_reconciled');
    const none = await server.call({
      method: 'POST',
      url: '/api/reconciliations/reconcile-order',
      token: finance,
      payload: { doId: delivered.doId + 1_000_000 },
    });
    expect(none.status).toBe(404);
  });

  it('shows the tracking-code log of a code', async () => {
    await server.engine.db
      .insertInto('trackingCodeLogs')
      .values([
        {
          orgId: ORG_ID.VN1,
          deliveryOrderId: delivered.doId,
          trackingCode: code('A'),
          status: 4,
          partner: 'simulator',
          occurredAt: '2026-11-18T01:00:00Z',
        },
        {
          orgId: ORG_ID.VN1,
          deliveryOrderId: delivered.doId,
          trackingCode: code('A'),
          status: 5,
          partner: 'simulator',
          occurredAt: '2026-11-19T01:00:00Z',
        },
      ])
      .execute();
    const logs = await server.call<{ trackingCodeLogs: TrackingCodeLog[] }>({
      method: 'GET',
      url: `/api/reconciliations/codes/logs?trackingCode=${encodeURIComponent(code('A'))}`,
      token: finance,
    });
    expect(logs.body.data.trackingCodeLogs.map((log) => log.status.name)).toEqual([
      'In transit',
      'Delivered',
    ]);
    const other = await server.call<{ trackingCodeLogs: TrackingCodeLog[] }>({
      method: 'GET',
      url: `/api/reconciliations/codes/logs?trackingCode=${encodeURIComponent(code('A'))}`,
      token: thFinance,
    });
    expect(other.body.data.trackingCodeLogs).toEqual([]);
  });

  it('has the demo partner file in every tab on a fresh start', async () => {
    for (const tab of ['matched', 'mismatched', 'pending']) {
      const { body } = await list(finance, { tab }, '?page=0&size=5');
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.deliveryOrders.every((row) => row.result === tab && row.orgId === ORG_ID.VN1)).toBe(
        true,
      );
    }
  });

  it('serves reconcilation_template.xlsx, which is read back in either language', async () => {
    for (const language of ['en', 'vi']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/reconciliations/template',
        headers: { authorization: `Bearer ${finance}`, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('reconcilation_template.xlsx');
      const [header, example] = await readFirstSheet(response.rawPayload);
      expect(header?.[0]).toBe(language === 'vi' ? 'Mã vận đơn' : 'Tracking code');
      const filled = await xlsxWorkbook([header ?? [], [code('A'), null, example?.[2] ?? '', 1, 0, '']], 'T');
      const preview = await upload(finance, filled, 'preview', language);
      expect(preview.status).toBe(200);
      expect(preview.body.data.counts.rows).toBe(1);
    }
  });

  it('keeps orgs apart and refuses roles outside 11 and 20', async () => {
    const th = await list(thFinance, { search: code('A') });
    expect(th.body.total).toBe(0);
    expect((await list(validator, {})).status).toBe(403);
  });

  it('exports a tab as reconcile-{tab}-timestamp.xlsx, streamed, with its rows', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/reconciliations/delivery-orders/export',
      headers: { authorization: `Bearer ${finance}` },
      payload: { tab: 'mismatched', search: code('B') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/reconcile-mismatched-\d{8}T\d{6}\.xlsx/);
    const sheet = await readFirstSheet(response.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[0]).toContain('Difference');
    expect(sheet[1]).toContain(code('B'));
  });

  it('says "1 row" for a one-row file (the plural form of the message), "dòng" in Vietnamese', async () => {
    const one = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      status: 5,
      trackingCode: code('ONE'),
      codAmount: 0,
    });
    const rows = [[code('ONE'), one.doId, 'Delivered', 0, 15000, '2026-11-24']];
    const applied = await upload(finance, rows, 'apply');
    expect(applied.body.message).toBe('File imported: 1 row (1 matched, 0 mismatched, 0 pending).');
    const again = await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, {
      status: 5,
      trackingCode: code('ONE-VI'),
      codAmount: 0,
    });
    const vi = await upload(
      finance,
      [[code('ONE-VI'), again.doId, 'Đã giao', 0, 0, '2026-11-24']],
      'apply',
      'vi',
    );
    expect(vi.body.message).toBe('Đã nhập file: 1 dòng (1 khớp, 0 lệch, 0 đang chờ).');
  });
});
