import {
  type BankTransactionDetail,
  type BankTransactionRow,
  type BankWebhookResult,
  SO_STATUS,
  type StatementImportResult,
  TRANSACTION_STATUS,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.js';
import { orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { xlsxWorkbook } from '../../testing/xlsx-fixtures.js';
import { cassoSignature } from './bank-feeds.js';
import { seedDemoBankTransactions, sepayIncomingTransfer } from './transaction-verification.seed.js';

type Page = { data: BankTransactionRow[]; totalSelf: number };

describe('transaction verification: bank feeds, statements, list, detail, verify and reject', () => {
  let server: TestServer;
  let finance: string;
  let thFinance: string;
  let agent: string;
  let orders: { id: number; amount: number }[];
  const db = () => server.engine.db;
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('bankTransactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const sepay = (id: number, content: string, amount: number, key = 'demo-bank-feed-VN1', org = 'VN1') =>
    server.call<BankWebhookResult>({
      method: 'POST',
      url: `/api/bank/webhook/sepay?org=${org}`,
      headers: { authorization: `Apikey ${key}` },
      payload: sepayIncomingTransfer({
        id,
        gateway: 'MBBank',
        transactionDate: '2026-11-24 09:00:00',
        accountNumber: '0071000100004',
        content,
        amount,
        referenceCode: `FT${id}`,
        accumulated: 0,
      }),
    });

  const casso = (body: object, signature: string) =>
    server.call<BankWebhookResult>({
      method: 'POST',
      url: '/api/bank/webhook/casso?org=VN1',
      headers: { 'x-casso-signature': signature },
      payload: body,
    });

  const list = (token: string, body: object = {}, query = '') =>
    server.call<Page>({ method: 'POST', url: `/api/bank/transactions${query}`, token, payload: body });

  const upload = (token: string, data: Buffer, fileName: string) => {
    const upload = multipartFile(data, { name: fileName, type: 'application/octet-stream' });
    return server.call<StatementImportResult>({
      method: 'POST',
      url: '/api/bank/transactions/import',
      token,
      ...upload,
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
    [finance, thFinance, agent] = await server.loginAll('vn1.finance', 'th1.finance', 'vn1.agent');
    orders = (
      await db()
        .selectFrom('saleOrders')
        .select(['id', 'amount'])
        .where('orgId', '=', 4)
        .where('status', 'in', [SO_STATUS.PENDING, SO_STATUS.APPROVED])
        .orderBy('id')
        .limit(8)
        .execute()
    ).map((row) => ({ id: row.id, amount: Number(row.amount) }));
  });
  afterAll(() => server.close());

  it('the built-in bank feed posted the demo transfers through the webhook: matched, short and unmatched', async () => {
    const demo = (await list(finance, { source: 'simulator' }, '?size=50')).body.data.data;
    const statuses = new Set(demo.map((row) => row.status));
    expect(statuses).toEqual(
      new Set([TRANSACTION_STATUS.MATCHED, TRANSACTION_STATUS.AMOUNT_MISMATCH, TRANSACTION_STATUS.UNMATCHED]),
    );
    for (const row of demo.filter((entry) => entry.soId !== null))
      expect(row.memo).toContain(`LL${row.soId}`);
    // The same posts again (a restart) store nothing new.
    const before = await count();
    await seedDemoBankTransactions(db());
    expect(await count()).toBe(before);
  });

  it('a webhook with a bad key or signature changes nothing', async () => {
    const before = await count();
    const wrongKey = await sepay(880001, `LL${orders[0]!.id}`, orders[0]!.amount, 'not-the-secret-of-vn1');
    expect(wrongKey.status).toBe(401);
    const noOrg = await sepay(880001, `LL${orders[0]!.id}`, orders[0]!.amount, 'demo-bank-feed-VN1', 'NOPE');
    expect(noOrg.status).toBe(401);
    // Another org's key does not open this org's feed.
    expect((await sepay(880001, `LL${orders[0]!.id}`, orders[0]!.amount, 'demo-bank-feed-TH1')).status).toBe(
      401,
    );
    const body = {
      error: 0,
      data: {
        id: 880002,
        description: `LL${orders[0]!.id}`,
        amount: orders[0]!.amount,
        transactionDateTime: '2026-11-24 09:00:00',
        accountNumber: '0071000100004',
      },
    };
    const t = String(Date.now());
    expect(
      (await casso(body, `t=${t},v1=${cassoSignature('wrong-secret-wrong-secret', t, body)}`)).status,
    ).toBe(401);
    const stale = String(Date.now() - 3_600_000);
    expect(
      (await casso(body, `t=${stale},v1=${cassoSignature('demo-bank-feed-VN1', stale, body)}`)).status,
    ).toBe(401);
    expect((await casso(body, 'garbage')).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('the same transaction sent twice is stored once', async () => {
    const before = await count();
    const first = await sepay(880010, `LL${orders[1]!.id} thanh toan`, orders[1]!.amount);
    const again = await sepay(880010, `LL${orders[1]!.id} thanh toan`, orders[1]!.amount);
    expect(first.body.data).toMatchObject({ stored: true, status: TRANSACTION_STATUS.MATCHED });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ stored: false, transactionId: first.body.data.transactionId });
    expect(await count()).toBe(before + 1);
  });

  it('a Casso push with a good signature is stored and matched; an underpayment is flagged', async () => {
    const body = {
      error: 0,
      data: {
        id: 880020,
        reference: 'MA-880020',
        description: `CT DEN ll${orders[2]!.id} NGUYEN VAN A`,
        amount: orders[2]!.amount - 1000,
        runningBalance: 0,
        transactionDateTime: '2026-11-24 11:00:00',
        accountNumber: '0071000100004',
        bankName: 'Vietcombank',
        bankAbbreviation: 'VCB',
        extraField: 'kept for the signature',
      },
    };
    const t = String(Date.now());
    const { status, body: answer } = await casso(
      body,
      `t=${t},v1=${cassoSignature('demo-bank-feed-VN1', t, body)}`,
    );
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({ stored: true, status: TRANSACTION_STATUS.AMOUNT_MISMATCH });
  });

  it('a statement (.csv and .xlsx) matches its transactions; importing it again stores nothing new', async () => {
    const csv = [
      'Transaction ID,Date,Amount,Description',
      `ST-1,2026-11-24 08:00:00,"${orders[3]!.amount.toLocaleString('en')}",LL${orders[3]!.id} chuyen khoan`,
      `ST-2,24/11/2026 08:30,${orders[4]!.amount},Thanh toan don LL${orders[4]!.id}`,
      'ST-3,2026-11-24,150000,CHUYEN TIEN',
    ].join('\n');
    const first = await upload(finance, Buffer.from(csv), 'statement.csv');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ rows: 3, stored: 3, duplicates: 0, matched: 2 });
    const again = await upload(finance, Buffer.from(csv), 'statement.csv');
    expect(again.body.data).toEqual({ rows: 3, stored: 0, duplicates: 3, matched: 0 });

    const xlsx = await xlsxWorkbook(
      [
        ['Mã giao dịch', 'Ngày', 'Số tiền', 'Nội dung'],
        ['ST-X1', '2026-11-24 12:00:00', orders[5]!.amount, `LL${orders[5]!.id}`],
      ],
      'Statement',
    );
    const fromXlsx = await upload(finance, xlsx, 'statement.xlsx');
    expect(fromXlsx.body.data).toEqual({ rows: 1, stored: 1, duplicates: 0, matched: 1 });
    const matched = await list(finance, { search: `LL${orders[5]!.id}` });
    expect(matched.body.data.data[0]).toMatchObject({
      soId: orders[5]!.id,
      status: TRANSACTION_STATUS.MATCHED,
      source: 'statement',
    });
  });

  it('a statement with a bad row changes nothing and names the row', async () => {
    const before = await count();
    const csv = [
      'Transaction ID,Date,Amount,Description',
      'ST-9,2026-11-24,100000,LL1',
      'ST-10,not a date,100000,LL2',
    ].join('\n');
    const { status, body } = await upload(finance, Buffer.from(csv), 'bad.csv');
    expect(status).toBe(400);
    expect(body.message).toMatch(/Row 3/);
    const missing = await upload(finance, Buffer.from('a,b\n1,2'), 'cols.csv');
    expect(missing.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('lists newest first with totalSelf, filters by status and search, and keeps orgs apart', async () => {
    const all = await list(finance, {}, '?page=0&size=5');
    expect(all.status).toBe(200);
    expect(all.body.data.data.length).toBe(5);
    expect(all.body.data.totalSelf).toBe(
      await count().then(async () =>
        Number(
          (
            await db()
              .selectFrom('bankTransactions')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('orgId', '=', 4)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    const times = all.body.data.data.map((row) => row.transactedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const unmatched = await list(finance, { status: [TRANSACTION_STATUS.UNMATCHED] });
    expect(unmatched.body.data.data.every((row) => row.status === TRANSACTION_STATUS.UNMATCHED)).toBe(true);
    expect(unmatched.body.data.totalSelf).toBeGreaterThan(0);
    const th = await list(thFinance);
    expect(th.body.data.data.every((row) => row.orgId === 10)).toBe(true);
    expect((await list(agent)).status).toBe(403);
    const statuses = await server.call<{ id: number; name: string }[]>({
      method: 'GET',
      url: '/api/definition/transaction-verification-statuses',
      token: finance,
    });
    expect(statuses.body.data.map((status) => status.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('verifies a matched transaction, rejects another with a reason, and refuses a second decision', async () => {
    const target = (await list(finance, { status: [TRANSACTION_STATUS.MATCHED] })).body.data.data[0]!;
    const detail = await server.call<BankTransactionDetail>({
      method: 'GET',
      url: `/api/bank/transaction/${target.id}`,
      token: finance,
    });
    expect(detail.body.data.events.map((event) => event.action)).toEqual(['received', 'matched']);
    const verify = (body: object) =>
      server.call<BankTransactionDetail>({
        method: 'POST',
        url: '/api/bank/transaction/verification',
        token: finance,
        payload: body,
      });
    const verified = await verify({ id: target.id, action: 'verify' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      status: TRANSACTION_STATUS.VERIFIED,
      decidedBy: expect.any(String),
    });
    expect((await verify({ id: target.id, action: 'reject', reason: 'again' })).status).toBe(400);

    const other = (await list(finance, { status: [TRANSACTION_STATUS.UNMATCHED] })).body.data.data[0]!;
    const noReason = await verify({ id: other.id, action: 'reject' });
    expect(noReason.status).toBe(400);
    expect((await verify({ id: other.id, action: 'verify' })).status).toBe(400);
    const rejected = await verify({ id: other.id, action: 'reject', reason: 'Not our customer' });
    expect(rejected.body.data).toMatchObject({
      status: TRANSACTION_STATUS.REJECTED,
      rejectReason: 'Not our customer',
    });
    expect(rejected.body.data.events.at(-1)?.action).toBe('rejected');
    const history = await orderHistory(db(), target.soId ?? 0);
    expect(history.map((entry) => entry.action)).toContain('bank_transfer_verified');
    expect((await verify({ id: target.id + 100000, action: 'verify' })).status).toBe(404);
  });
});
