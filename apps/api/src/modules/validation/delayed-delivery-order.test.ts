import { ORG_ID, SO_STATUS, VALIDATION_STATUS, type ValidateResult } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDeliveryOrderJobs } from '../../modules/delivery-orders/index.js';
import { registerLogisticsJobs } from '../../modules/logistics/index.js';
import { JobRunner } from '../../shared/jobs/index.js';
import { deliveryOrdersOf, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('the delayed create-DO dialog: a job kept in PostgreSQL', () => {
  let server: TestServer;
  const HOUR = 3_600_000;

  const approveLater = async (token: string, order: { id: number; version: number }, at: Date) =>
    server.call<ValidateResult>({
      method: 'PUT',
      url: '/api/SO/Validate',
      token,
      payload: { soId: order.id, action: 'approve', version: order.version, createDoAt: at.toISOString() },
    });

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    // The demo queues the sends of its newest delivery orders: they run first, so the queue
    // holds only what this test asks for.
    await server.jobs.runDueJobs();
  });
  afterAll(() => server.close());

  it('creates the delivery order after the server restarts, once', async () => {
    const validator = await server.login('vn1.validator');
    const [order] = await pendingOrders(server, ORG_ID.VN1);
    const dueAt = new Date(Date.now() + HOUR);
    const approved = await approveLater(validator, order!, dueAt);
    expect(approved.body.code).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: SO_STATUS.APPROVED,
      validationStatus: VALIDATION_STATUS.DELAYED_DELIVERY,
      deliveryOrderId: null,
      deliveryOrderDueAt: dueAt.toISOString(),
    });
    expect(await deliveryOrdersOf(server, order!.id)).toHaveLength(0);
    // Not due yet: nothing runs.
    expect(await server.jobs.runDueJobs()).toBe(0);

    server = await server.restart();
    expect(await deliveryOrdersOf(server, order!.id)).toHaveLength(0);
    // The create job, then the partner send it queued (modules/logistics).
    expect(await server.jobs.runDueJobs(new Date(dueAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const dos = await deliveryOrdersOf(server, order!.id);
    expect(dos).toHaveLength(1);
    expect(dos[0]!.scheduledFor?.toISOString()).toBe(dueAt.toISOString());
    const so = await server.engine.db
      .selectFrom('saleOrders')
      .select(['validationStatus'])
      .where('id', '=', order!.id)
      .executeTakeFirstOrThrow();
    expect(so.validationStatus).toBe(VALIDATION_STATUS.APPROVED);
    const job = await server.engine.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'delivery-order.create')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    // Run again: done jobs never run twice.
    await server.jobs.runDueJobs(new Date(dueAt.getTime() + 2000));
    const again = await server.engine.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('kind', '=', 'delivery-order.create')
      .execute();
    expect(again).toEqual([{ state: 'done', attempts: 1 }]);
  });

  it('two processes polling the same database run each job once', async () => {
    const validator = await server.login('vn1.validator');
    const orders = (await pendingOrders(server, ORG_ID.VN1)).slice(0, 4);
    const dueAt = new Date(Date.now() + HOUR);
    for (const order of orders) expect((await approveLater(validator, order, dueAt)).body.code).toBe(200);

    // A second process's runner on the same database.
    const other = new JobRunner(server.engine.db, { pollMs: 0 });
    registerDeliveryOrderJobs(other);
    registerLogisticsJobs(other, server.ctx);
    const later = new Date(dueAt.getTime() + 1000);
    const [a, b] = await Promise.all([server.jobs.runDueJobs(later), other.runDueJobs(later)]);
    // Each order's create job, and the partner sends they queued.
    expect(a + b).toBeGreaterThanOrEqual(orders.length);
    for (const order of orders) expect(await deliveryOrdersOf(server, order.id)).toHaveLength(1);
    const jobs = await server.engine.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('kind', '=', 'delivery-order.create')
      .where((eb) => eb.or([eb('state', '<>', 'done'), eb('attempts', '<>', 1)]))
      .execute();
    expect(jobs).toEqual([]);
  });
});
