import {
  LOGISTICS_DO_STATUS,
  ORG_ID,
  SO_STATUS,
  type ValidationDetail,
  type ValidationRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastParcelsOfCustomer as pastParcels } from '../../testing/logistics-fixtures.js';
import { approveOrder, pendingOrders, validateOrder } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** The delivery risk on the validation list and detail, and kept at approval (docs/delivery-risk.md). */
describe('validation: delivery risk on the rows, kept at approval', () => {
  let server: TestServer;
  let validator: string;
  let pending: Awaited<ReturnType<typeof pendingOrders>>;

  const detail = (soId: number) =>
    server.call<ValidationDetail>({
      method: 'GET',
      url: `/api/SO/ValidationDetail?soId=${soId}`,
      token: validator,
    });
  const search = (body: Record<string, unknown>) =>
    server.call<ValidationRow[]>({
      method: 'POST',
      url: '/api/SO/ValidationList',
      token: validator,
      payload: body,
    });

  /** Past parcels of the order's customer, ended 10 days ago and before. */
  const pastParcelsOfCustomer = (soId: number, statuses: number[]) =>
    pastParcels(server.engine.db, ORG_ID.VN1, soId, statuses, 10);

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    validator = await server.login('vn1.validator');
    pending = await pendingOrders(server, ORG_ID.VN1, { inStockOnly: true });
    expect(pending.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => server.close());

  it('answers a pending order’s risk and reasons on the detail and the list, and keeps it at approval', async () => {
    const order = pending[0]!;
    const { RETURNED } = LOGISTICS_DO_STATUS;
    await pastParcelsOfCustomer(order.id, [RETURNED, RETURNED, RETURNED]);

    const before = await detail(order.id);
    expect(before.body.code).toBe(200);
    const risk = before.body.data.order.risk!;
    expect(risk).not.toBeNull();
    expect(risk.probability).toBeGreaterThan(risk.baseRate);
    expect(risk.reasons[0]).toMatchObject({ signal: 'phone', returned: 3, parcels: 3 });
    expect(['low', 'medium', 'high']).toContain(risk.band);

    const listed = await search({ search: String(order.id), offset: 0, limit: 10 });
    const row = listed.body.data.find((r) => r.soId === order.id)!;
    expect(row.risk).toEqual(risk);

    expect((await approveOrder(server, validator, order)).body.code).toBe(200);
    const kept = await server.engine.db
      .selectFrom('saleOrders')
      .select(['deliveryRisk', 'deliveryRiskDetail'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.deliveryRisk)).toBeCloseTo(risk.probability, 4);
    expect(kept.deliveryRiskDetail).toMatchObject({ band: risk.band, reasons: risk.reasons });
    expect(typeof kept.deliveryRiskDetail?.asOf).toBe('string');
    // Once approved the row answers the score it had at approval, not a new one.
    await pastParcelsOfCustomer(order.id, [RETURNED]);
    const after = await detail(order.id);
    expect(after.body.data.order.status.value).toBe(SO_STATUS.APPROVED);
    expect(after.body.data.order.risk).toEqual(risk);
  });

  it('sorts riskiest first over the filter, paged, and keeps the newest-first order by default', async () => {
    const order = pending[2]!;
    await pastParcelsOfCustomer(order.id, [LOGISTICS_DO_STATUS.RETURNED, LOGISTICS_DO_STATUS.RETURNED]);
    const filter = { status: [SO_STATUS.PENDING], sort: 'risk' };
    const all = await search({ ...filter, offset: 0, limit: 50 });
    expect(all.body.code).toBe(200);
    const risks = all.body.data.map((row) => row.risk?.probability ?? -1);
    expect(risks.length).toBeGreaterThan(2);
    expect([...risks].sort((a, b) => b - a)).toEqual(risks);
    const position = all.body.data.findIndex((row) => row.soId === order.id);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(all.body.data[position]!.risk!.reasons[0]).toMatchObject({
      signal: 'phone',
      returned: 2,
      parcels: 2,
    });
    expect(all.body.total).toBe(
      (await search({ status: [SO_STATUS.PENDING], offset: 0, limit: 1 })).body.total,
    );
    // Pages follow each other.
    const first = await search({ ...filter, offset: 0, limit: 2 });
    const second = await search({ ...filter, offset: 2, limit: 2 });
    expect([...first.body.data, ...second.body.data].map((row) => row.soId)).toEqual(
      all.body.data.slice(0, 4).map((row) => row.soId),
    );
    const newest = await search({ status: [SO_STATUS.PENDING], offset: 0, limit: 50 });
    const times = newest.body.data.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers no risk for a cancelled order', async () => {
    const order = pending[1]!;
    const cancelled = await validateOrder(server, validator, {
      soId: order.id,
      action: 'cancel',
      reasonId: 1,
      version: order.version,
    });
    expect(cancelled.body.code).toBe(200);
    expect((await detail(order.id)).body.data.order.risk).toBeNull();
  });
});
