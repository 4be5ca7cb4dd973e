import { LOGISTICS_DO_STATUS, type ShippingPendingRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../shared/jobs/index.js';
import { deliveryOrderMaker, withFakeDhl } from '../../testing/logistics-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { DELIVERY_ORDER_SEND_JOB } from '../delivery-orders/index.js';

const { NEW, SENT_TO_PARTNER } = LOGISTICS_DO_STATUS;
/** LOGISTICS_PARTNER_TIMEOUT_MS of this server: a send lease of 4 × 1 s + 60 s = 64 s. */
const SEND_LEASE_S = 64;

/**
 * A process killed in the middle of a DO's send (docs/logistics.md "After a crash"): its job and
 * the DO's send lease are left as the dead process left them, and what follows must end the DO
 * Sent (with the partner's tracking code when the partner holds it) or in pending shipping with a
 * reason: never New with neither.
 */
describe('logistics: a send interrupted by a crash is reconciled', () => {
  let server: TestServer;
  let newDeliveryOrder: ReturnType<typeof deliveryOrderMaker>;

  beforeAll(async () => {
    server = await startTestServer({
      JOB_POLL_MS: '0',
      LOGISTICS_SIM_TICK_MS: '0',
      LOGISTICS_POLL_MS: '0',
      LOGISTICS_PARTNER_TIMEOUT_MS: '1000',
    });
    newDeliveryOrder = deliveryOrderMaker(server.engine.db);
    // The demo's own queued sends and postbacks first (slow on a loaded machine).
    await server.jobs.runDueJobs();
  }, 240_000);
  afterAll(() => server.close());

  const db = () => server.engine.db;
  const doRow = (id: number) =>
    db().selectFrom('deliveryOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const liveSendJobs = (id: number) =>
    db()
      .selectFrom('jobs')
      .select(['id', 'state', 'runAt'])
      .where('kind', '=', DELIVERY_ORDER_SEND_JOB.name)
      .where('state', 'in', ['pending', 'running'])
      .where((eb) => eb(eb.cast(eb.ref('payload', '->>').key('deliveryOrderId'), 'integer'), '=', id))
      .execute();
  const simulatorParcels = (id: number) =>
    db().selectFrom('logisticsSimulatorParcels').selectAll().where('deliveryOrderId', '=', id).execute();
  const orgOf = async (id: number) => (await doRow(id)).orgId;

  /** The DO's send as a process that claimed it `secondsAgo` and then died leaves it. */
  async function sendLeftInFlight(id: number, secondsAgo: number, attempts = 1) {
    await db()
      .updateTable('deliveryOrders')
      .set({
        sendStartedAt: new Date(Date.now() - secondsAgo * 1000),
        lastSendAt: new Date(Date.now() - secondsAgo * 1000),
        sendAttempts: attempts,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Its send job claimed by the dead process, whose job lease ran out a second ago. */
  async function jobLeftByDeadProcess(id: number) {
    const jobId = await enqueueJob(db(), {
      kind: DELIVERY_ORDER_SEND_JOB,
      payload: { deliveryOrderId: id },
      orgId: await orgOf(id),
    });
    await db()
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', jobId)
      .execute();
  }

  /** Time passes for the DO's send lease: its start moved `seconds` further back. */
  async function leaseAges(id: number, seconds: number) {
    const row = await doRow(id);
    await db()
      .updateTable('deliveryOrders')
      .set({ sendStartedAt: new Date((row.sendStartedAt as Date).getTime() - seconds * 1000) })
      .where('id', '=', id)
      .execute();
  }

  it('the job re-claimed before the send lease ran out waits for it, then finds the parcel at the partner and records it Sent', async () => {
    const id = await newDeliveryOrder('VN1', null);
    // The simulator accepted the parcel (its record is written before it answers); the process
    // died before recording the answer, 61 s ago: the job's 60 s lease ran out, the send's not.
    const accepted = await server.ctx.systemDb
      .insertInto('logisticsSimulatorParcels')
      .values({
        orgId: await orgOf(id),
        reference: `DO${id}`,
        deliveryOrderId: id,
        trackingCode: `SIMVN1${String(id).padStart(9, '0')}`,
      })
      .returning('trackingCode')
      .executeTakeFirstOrThrow();
    await sendLeftInFlight(id, 61);
    await jobLeftByDeadProcess(id);

    await server.jobs.runDueJobs();
    // The send lease is still held: the DO is not done with, a send job waits for the lease.
    expect(await doRow(id)).toMatchObject({ status: NEW });
    const waiting = await liveSendJobs(id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    await leaseAges(id, SEND_LEASE_S);
    await server.jobs.runDueJobs(new Date(Date.now() + 10_000));
    expect(await doRow(id)).toMatchObject({
      status: SENT_TO_PARTNER,
      trackingCode: accepted.trackingCode,
      sentVia: 'simulator',
      sendStartedAt: null,
      lastSendError: null,
    });
    // Asked, not sent again: the simulator holds the one parcel it had.
    expect(await simulatorParcels(id)).toMatchObject([{ sends: 1 }]);
    const sent = await db()
      .selectFrom('history')
      .select('changes')
      .where('action', '=', 'do_sent')
      .where('entityId', '=', (await doRow(id)).saleOrderId)
      .executeTakeFirstOrThrow();
    expect(sent.changes).toMatchObject({ reconciled: true, trackingCode: accepted.trackingCode });
    expect(await liveSendJobs(id)).toEqual([]);
  });

  it('a DO left sending with no job at all is found by the sweep, asked for and sent again', async () => {
    const id = await newDeliveryOrder('VN1', null);
    // As the old runner left them: the job done ("in flight"), the DO New with neither outcome.
    await sendLeftInFlight(id, SEND_LEASE_S + 30);
    expect(await liveSendJobs(id)).toEqual([]);

    // The sweep is a recurring round (due at once the first time, then every minute).
    await server.jobs.runDueJobs(new Date(Date.now() + 5 * 60_000));
    const row = await doRow(id);
    expect(row.sendAttempts).toBe(2);
    expect(row.sendStartedAt).toBeNull();
    // Sent, or in pending shipping with the partner's reason (the seed decides the attempt).
    if (row.status === SENT_TO_PARTNER) expect(await simulatorParcels(id)).toHaveLength(1);
    else expect(row).toMatchObject({ status: NEW, lastSendError: expect.any(String) });
  });

  it('a DO whose every attempt was interrupted goes to pending shipping with the reason', async () => {
    const id = await newDeliveryOrder('VN1', null);
    await sendLeftInFlight(id, SEND_LEASE_S + 30, 8);

    await server.jobs.runDueJobs(new Date(Date.now() + 10 * 60_000));
    expect(await doRow(id)).toMatchObject({
      status: NEW,
      lastSendError: 'send_interrupted',
      sendStartedAt: null,
    });
    const validator = await server.login('vn1.validator');
    const { body } = await server.call<ShippingPendingRow[]>({
      method: 'GET',
      url: '/api/shipping-pending?limit=200',
      token: validator,
    });
    expect(body.data.find((pending) => pending.doId === id)).toMatchObject({ reason: 'send_interrupted' });
  });

  it('a DHL send interrupted after DHL took it is found by its shipment id and not sent again', async () => {
    await withFakeDhl(db(), 'VN1', async (dhl) => {
      const id = await newDeliveryOrder('VN1', 'DHL');
      const shipmentId = `VN1${String(id).padStart(9, '0')}`;
      dhl.answer('POST', '/rest/v3/Tracking', {
        status: 200,
        body: {
          trackItemResponse: {
            bd: { shipmentItems: [{ shipmentID: shipmentId, events: [] }], responseStatus: { code: '200' } },
          },
        },
      });
      await sendLeftInFlight(id, SEND_LEASE_S + 1);
      await jobLeftByDeadProcess(id);

      await server.jobs.runDueJobs();
      expect(await doRow(id)).toMatchObject({
        status: SENT_TO_PARTNER,
        trackingCode: shipmentId,
        sentVia: 'dhl',
      });
      expect(dhl.to('/rest/v3/Shipment')).toHaveLength(0);
      expect(JSON.stringify(dhl.to('/rest/v3/Tracking')[0]?.body)).toContain(shipmentId);
    });
  });
});
