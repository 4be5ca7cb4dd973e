import { ORG_ID } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOrder, deliveryOrdersOf, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * A validator's approval creates the delivery order, whose send to the partner (the built-in
 * simulator for an org with no partner connected) is a job queued in the same transaction.
 */
describe('an approved order goes to the partner by itself', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      JOB_POLL_MS: '0',
      LOGISTICS_SIM_TICK_MS: '0',
      LOGISTICS_SIM_SEED: 'approval',
    });
  });
  afterAll(() => server.close());

  it('approve, then the send job: Sent to partner with a tracking code, or the reason kept for pending shipping', async () => {
    const validator = await server.login('vn1.validator');
    const orders = (await pendingOrders(server, ORG_ID.VN1)).slice(0, 5);
    for (const order of orders) {
      const approved = await approveOrder(server, validator, order);
      expect(approved.body.code).toBe(200);
    }
    const queued = await server.engine.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'delivery-order.send')
      .where('state', '=', 'pending')
      .execute();
    expect(queued.length).toBeGreaterThanOrEqual(orders.length);

    expect(await server.jobs.runDueJobs()).toBeGreaterThanOrEqual(orders.length);
    let sent = 0;
    for (const order of orders) {
      const [delivery] = await deliveryOrdersOf(server, order.id);
      if (!delivery) throw new Error(`no delivery order for sale order ${order.id}`);
      if (delivery.status === 2) {
        sent++;
        expect(delivery.trackingCode).toBeTruthy();
        expect(delivery.sentAt).not.toBeNull();
      } else {
        expect(delivery).toMatchObject({ status: 1, sendAttempts: 1 });
        expect(delivery.lastSendError).toBeTruthy();
      }
    }
    expect(sent).toBeGreaterThan(0);
  });
});
