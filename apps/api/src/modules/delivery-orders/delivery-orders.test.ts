import { ORG_ID, SO_STATUS } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { createDeliveryOrder } from './index.js';

describe('delivery orders: one live DO per sale order', () => {
  let server: TestServer;
  let saleOrderId: number;
  let amount: number;

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    // An approved COD order without a delivery order yet.
    const order = await server.engine.db
      .selectFrom('saleOrders')
      .select(['id', 'amount'])
      .where('orgId', '=', ORG_ID.VN1)
      .where('status', '=', SO_STATUS.PENDING)
      .where('paymentMethodId', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    saleOrderId = order.id;
    amount = Number(order.amount);
    await server.engine.db
      .updateTable('saleOrders')
      .set({ status: SO_STATUS.APPROVED })
      .where('id', '=', saleOrderId)
      .execute();
  });
  afterAll(() => server.close());

  const scoped = <T>(work: Parameters<typeof withOrgScope<T>>[2]) =>
    withOrgScope(server.engine.db, { orgId: ORG_ID.VN1 }, work);

  it('two creations at once make one delivery order, status New with the COD amount', async () => {
    const [a, b] = await Promise.all([
      scoped((trx) => createDeliveryOrder(trx, { saleOrderId, actorId: null })),
      scoped((trx) => createDeliveryOrder(trx, { saleOrderId, actorId: null })),
    ]);
    expect(a?.deliveryOrderId).toBe(b?.deliveryOrderId);
    expect([a?.created, b?.created].sort()).toEqual([false, true]);
    const rows = await server.engine.db
      .selectFrom('deliveryOrders')
      .select(['status', 'codAmount'])
      .where('saleOrderId', '=', saleOrderId)
      .execute();
    expect(rows).toEqual([{ status: 1, codAmount: amount }]);
  });

  it('the database refuses a second live delivery order, and allows one after a cancelled one', async () => {
    const insert = (status: number) =>
      server.engine.db
        .insertInto('deliveryOrders')
        .values({ orgId: ORG_ID.VN1, saleOrderId, status, codAmount: 0 })
        .execute();
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' });
    await expect(insert(7)).resolves.toBeDefined();
  });

  it('a sale order that is not approved gets none', async () => {
    const pending = await server.engine.db
      .selectFrom('saleOrders')
      .select('id')
      .where('orgId', '=', ORG_ID.VN1)
      .where('status', '=', SO_STATUS.PENDING)
      .executeTakeFirstOrThrow();
    expect(
      await scoped((trx) => createDeliveryOrder(trx, { saleOrderId: pending.id, actorId: null })),
    ).toBeNull();
  });

  it("goes to the last-mile partner of the order's delivery service, general without one", async () => {
    const approvedOrder = async (deliveryServiceId: number | null) => {
      const order = await server.engine.db
        .selectFrom('saleOrders')
        .select('id')
        .where('orgId', '=', ORG_ID.TH1)
        .where('status', '=', SO_STATUS.PENDING)
        .orderBy('id', deliveryServiceId === null ? 'asc' : 'desc')
        .executeTakeFirstOrThrow();
      await server.engine.db
        .updateTable('saleOrders')
        .set({ status: SO_STATUS.APPROVED, deliveryServiceId })
        .where('id', '=', order.id)
        .execute();
      return order.id;
    };
    const dhl = await server.engine.db
      .selectFrom('deliveryServices')
      .select('id')
      .where('orgId', '=', ORG_ID.TH1)
      .where('partner', '=', 'DHL')
      .executeTakeFirstOrThrow();
    const viaDhl = await approvedOrder(dhl.id);
    const viaNone = await approvedOrder(null);
    const partnerOf = async (saleOrderId: number) => {
      const made = await withOrgScope(server.engine.db, { orgId: ORG_ID.TH1 }, (trx) =>
        createDeliveryOrder(trx, { saleOrderId, actorId: null }),
      );
      const row = await server.engine.db
        .selectFrom('deliveryOrders')
        .select('partner')
        .where('id', '=', made?.deliveryOrderId ?? 0)
        .executeTakeFirstOrThrow();
      return row.partner;
    };
    expect(await partnerOf(viaDhl)).toBe('DHL');
    expect(await partnerOf(viaNone)).toBe('GENERAL');
  });
});
