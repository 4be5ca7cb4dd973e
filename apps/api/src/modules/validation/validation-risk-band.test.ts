import { ORG_ID, SO_STATUS, type ValidationRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOrder, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** The band filter of the validation list and its total (issue 28, docs/delivery-risk.md). */
describe('validation: the delivery-risk band filter', () => {
  let server: TestServer;
  let validator: string;
  let admin: string;

  const search = (body: Record<string, unknown>) =>
    server.call<ValidationRow[]>({
      method: 'POST',
      url: '/api/SO/ValidationList',
      token: validator,
      payload: body,
    });
  const setThresholds = (thresholds: { mediumFrom: number; highFrom: number } | null) =>
    server.call({
      method: 'PUT',
      url: '/api/org-settings/delivery-risk',
      token: admin,
      payload: { thresholds },
    });
  const pending = [SO_STATUS.PENDING];

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    [validator, admin] = await server.loginAll('vn1.validator', 'vn1.admin');
  });
  afterAll(async () => {
    await setThresholds(null);
    await server.close();
  });

  it('keeps the orders of the bands asked, with a total that agrees with the pages', async () => {
    const everyPending = (await search({ status: pending, offset: 0, limit: 1 })).body.total ?? 0;
    expect(everyPending).toBeGreaterThan(4);

    // Every probability is below 0.998: every pending order is low.
    expect((await setThresholds({ mediumFrom: 0.998, highFrom: 0.999 })).status).toBe(200);
    const none = await search({ status: pending, riskBand: ['high', 'medium'], offset: 0, limit: 10 });
    expect(none.body).toMatchObject({ code: 200, data: [], total: 0 });
    const low = await search({ status: pending, riskBand: ['low'], offset: 0, limit: 1 });
    expect(low.body.total).toBe(everyPending);

    // ... and above 0.002: every pending order is high.
    await setThresholds({ mediumFrom: 0.001, highFrom: 0.002 });
    expect((await search({ status: pending, riskBand: ['low'], offset: 0, limit: 10 })).body.total).toBe(0);
    const all = await search({ status: pending, riskBand: ['high'], offset: 0, limit: 200 });
    expect(all.body.total).toBe(everyPending);
    expect(new Set(all.body.data.map((row) => row.risk?.band))).toEqual(new Set(['high']));
    // Full pages carry the whole total; pages follow each other, newest first.
    const first = await search({ status: pending, riskBand: ['high'], offset: 0, limit: 2 });
    const second = await search({ status: pending, riskBand: ['high'], offset: 2, limit: 2 });
    expect(first.body.total).toBe(everyPending);
    expect(second.body.total).toBe(everyPending);
    expect([...first.body.data, ...second.body.data].map((row) => row.soId)).toEqual(
      all.body.data.slice(0, 4).map((row) => row.soId),
    );
    const past = await search({ status: pending, riskBand: ['high'], offset: everyPending + 5, limit: 2 });
    expect(past.body).toMatchObject({ data: [], total: everyPending });
  });

  it('filters approved orders by the band kept at approval, and reads the parameter from a query', async () => {
    await setThresholds({ mediumFrom: 0.998, highFrom: 0.999 });
    const [order] = await pendingOrders(server, ORG_ID.VN1, { inStockOnly: true });
    expect((await approveOrder(server, validator, order!)).body.code).toBe(200);
    // The thresholds change after the approval: the approved order stays low, pending ones are high.
    await setThresholds({ mediumFrom: 0.001, highFrom: 0.002 });
    const low = await search({ riskBand: ['low'], offset: 0, limit: 200 });
    expect(low.body.data.map((row) => row.soId)).toContain(order!.id);
    expect(low.body.data.every((row) => row.status.value !== SO_STATUS.PENDING)).toBe(true);
    expect(low.body.total).toBe(low.body.data.length);

    const query = await server.call<ValidationRow[]>({
      method: 'GET',
      url: '/api/SO/ValidationList?riskBand=low&riskBand=medium&limit=50&sort=risk',
      token: validator,
    });
    expect(query.body.code).toBe(200);
    expect(query.body.data.map((row) => row.soId)).toContain(order!.id);
    const refused = await server.call({
      method: 'GET',
      url: '/api/SO/ValidationList?riskBand=extreme',
      token: validator,
    });
    expect(refused.status).toBe(400);
  });
});
