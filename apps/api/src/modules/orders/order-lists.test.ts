import type { OrderListRow, SaleOrderRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** The order list and order management against the demo data of a fresh database. */
describe('order list and order management', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const token = async (user: string) => {
    tokens[user] ??= await server.login(user);
    return tokens[user];
  };
  const list = async (user: string, query = '') =>
    server.call<OrderListRow[]>({ method: 'GET', url: `/api/orders/list${query}`, token: await token(user) });
  const management = async (user: string, query = '') =>
    server.call<SaleOrderRow[]>({
      method: 'GET',
      url: `/api/orders/management${query}`,
      token: await token(user),
    });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pages the order list on the server: 10 rows by default, a total, newest first', async () => {
    const { status, body } = await list('vn1.manager');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(body.total).toBe(120);
    const created = body.data.map((row) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.data.every((row) => row.orgId === 4)).toBe(true);
    const second = await list('vn1.manager', '?page=1&size=10');
    expect(second.body.data[0]?.leadId).not.toBe(body.data[0]?.leadId);
    const offset = await list('vn1.manager', '?offset=10&limit=10');
    expect(offset.body.data.map((row) => row.leadId)).toEqual(second.body.data.map((row) => row.leadId));
  });

  it('shows an agent only the leads assigned to them', async () => {
    const { body } = await list('vn1.agent', '?limit=200');
    const me = await server.call<{ info: { userId: number } }>({
      method: 'GET',
      url: '/api/agent/me',
      token: await token('vn1.agent'),
    });
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(120);
    expect(body.data.every((row) => row.agent?.id === me.body.data.info.userId)).toBe(true);
  });

  it('filters by lead status, campaign and date, and sorts by name', async () => {
    const approved = await list('vn1.manager', '?leadStatus=2&limit=200');
    expect(approved.body.total).toBeGreaterThan(0);
    expect(approved.body.data.every((row) => row.leadStatus.value === 2 && row.saleOrder !== null)).toBe(
      true,
    );

    const campaignId = approved.body.data[0]!.campaign!.id;
    const byCampaign = await list(
      'vn1.manager',
      `?campaignId=${campaignId}&leadStatus=2&leadStatus=1&limit=200`,
    );
    expect(
      byCampaign.body.data.every(
        (row) => row.campaign?.id === campaignId && [1, 2].includes(row.leadStatus.value),
      ),
    ).toBe(true);

    const future = await list('vn1.manager', '?dateFrom=2100-01-01');
    expect(future.body).toMatchObject({ code: 200, data: [], total: 0 });

    const byName = await list('vn1.manager', '?sortBy=customerName&sortDirection=asc&limit=50');
    const names = byName.body.data.map((row) => row.customerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('translates lead status names with the request language', async () => {
    const { body } = await server.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/orders/list?leadStatus=2&limit=1',
      token: await token('vn1.manager'),
      headers: { 'accept-language': 'vi' },
    });
    expect(body.data[0]?.leadStatus.name).toBe('Đã chốt');
  });

  it('keeps each org to its own leads; HQ reads every org and can pick one', async () => {
    const th = await list('th1.manager', '?limit=200');
    expect(th.body.total).toBe(120);
    expect(th.body.data.every((row) => row.orgId === 10)).toBe(true);
    const hq = await list('hq.admin');
    expect(hq.body.total).toBe(360);
    const hqVn4 = await list('hq.admin', '?orgId=15&limit=200');
    expect(hqVn4.body.data.every((row) => row.orgId === 15)).toBe(true);
    // A VN1 manager asking for another org still gets only VN1.
    const sneaky = await list('vn1.manager', '?orgId=10&limit=5');
    expect(sneaky.body.data.every((row) => row.orgId === 4)).toBe(true);
  });

  it('answers a malformed filter with a clear message', async () => {
    for (const query of [
      '?limit=0',
      '?leadStatus=abc',
      '?dateFrom=yesterday',
      '?sortBy=password',
      '?dateFrom=2025-02-01&dateTo=2025-01-01',
    ]) {
      const { status, body } = await list('vn1.manager', query);
      expect(status, query).toBe(400);
      expect(body.error).toBe('validation_error');
      expect(body.message).toMatch(/Invalid input/);
    }
  });

  it('accepts the filter form in a POST body as well', async () => {
    const { status, body } = await server.call<OrderListRow[]>({
      method: 'POST',
      url: '/api/orders/list',
      token: await token('vn1.manager'),
      payload: { leadStatus: [2], size: 5, page: 0 },
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data.every((row) => row.leadStatus.value === 2)).toBe(true);
  });

  it('lists sale orders in order management with their lead and delivery order', async () => {
    const { body } = await management('vn1.manager', '?limit=200');
    expect(body.code).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    const row = body.data[0]!;
    expect(row).toMatchObject({ orgId: 4, currency: 'VND' });
    expect(row.amount).toBeGreaterThan(0);
    expect(row.lead.prodName).toBeTruthy();
    const delivered = await management('vn1.manager', '?soStatus=4&limit=200');
    expect(
      delivered.body.data.every((order) => order.status.value === 4 && order.deliveryOrder !== null),
    ).toBe(true);
  });

  it('shows what each sale order sold (its lines and quantities), not the lead’s offer', async () => {
    const { body } = await management('vn1.manager', '?limit=50');
    const { db } = server.engine;
    const lines = await db
      .selectFrom('saleOrderItems as i')
      .innerJoin('products as p', 'p.id', 'i.productId')
      .select(['i.saleOrderId', 'p.name', 'i.quantity'])
      .where(
        'i.saleOrderId',
        'in',
        body.data.map((row) => row.id),
      )
      .orderBy('i.id')
      .execute();
    for (const row of body.data) {
      expect(row.items, `SO ${row.id}`).toEqual(
        lines
          .filter((line) => line.saleOrderId === row.id)
          .map((line) => ({ prodName: line.name, quantity: line.quantity })),
      );
    }
    // The demo sells more than the offer: some order has a line of another product, or several lines.
    expect(
      body.data.some((row) => row.items.length > 1 || row.items[0]?.prodName !== row.lead.prodName),
    ).toBe(true);
  });

  it('refuses order management and the order list to roles outside their lists', async () => {
    const cs = await list('vn1.cs');
    expect(cs.status).toBe(403);
    const auditorList = await list('vn1.auditor');
    expect(auditorList.status).toBe(403);
    const auditorManagement = await management('vn1.auditor');
    expect(auditorManagement.status).toBe(200);
  });
});
