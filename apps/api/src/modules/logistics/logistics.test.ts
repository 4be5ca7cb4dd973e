import { LOGISTICS_DO_STATUS, SO_STATUS } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import {
  configurePartner,
  copyLead,
  deliveryOrderMaker,
  dhlAcceptsShipment,
  withFakeDhl,
} from '../../testing/logistics-fixtures.js';
import { orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { advanceSimulatedParcels, pollTrackedParcels, retryDelay, sendDeliveryOrder } from './index.js';
import { openSimulatedParcels } from './open-parcels.repository.js';
import { returnChance, SimulatorPartner } from './simulator-partner.js';

const SEED = 'logistics-test';
const SECRET = 'kerry-webhook-secret-0123456789';
const { DELIVERED, IN_TRANSIT, PICKED, SENT_TO_PARTNER } = LOGISTICS_DO_STATUS;

describe('logistics: the partner simulator, status reports and the webhook', () => {
  let server: TestServer;
  let newDeliveryOrder: ReturnType<typeof deliveryOrderMaker>;

  const doRow = (id: number) =>
    server.engine.db.selectFrom('deliveryOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const logRows = (doId: number) =>
    server.engine.db
      .selectFrom('trackingCodeLogs')
      .selectAll()
      .where('deliveryOrderId', '=', doId)
      .orderBy('occurredAt')
      .orderBy('id')
      .execute();
  /** The order's history of its DO (the actions do_...). */
  const historyOf = async (saleOrderId: number) =>
    (await orderHistory(server.engine.db, saleOrderId)).filter((entry) => entry.action.startsWith('do_'));
  const webhook = (partner: string, org: string, payload: object, secret: string | null = SECRET) =>
    server.call<{ trackingCode: string; status: number; changed: boolean }>({
      method: 'POST',
      url: `/api/logistics/webhook/${partner}?org=${org}`,
      headers: secret === null ? {} : { 'x-logistics-secret': secret },
      payload,
    });
  /** A DO the partner has (as if sent), with a tracking code of its own. */
  async function sentDeliveryOrder(orgCode: string, trackingCode: string) {
    const id = await newDeliveryOrder(orgCode, 'KERRY');
    await server.engine.db
      .updateTable('deliveryOrders')
      .set({ status: SENT_TO_PARTNER, trackingCode, sentVia: 'kerry', sentAt: new Date() })
      .where('id', '=', id)
      .execute();
    return id;
  }
  /** Sends new DOs through the simulator until one is accepted (deterministic for the seed). */
  async function acceptedBySimulator() {
    const outcomes = [];
    for (let tries = 0; tries < 30; tries++) {
      const id = await newDeliveryOrder('VN1', null);
      const outcome = await sendDeliveryOrder(server.ctx, id);
      outcomes.push(outcome);
      if (outcome.ok) return { id, outcome, outcomes };
    }
    throw new Error('the simulator accepted nothing');
  }

  beforeAll(async () => {
    server = await startTestServer({
      LOGISTICS_SIM_SEED: SEED,
      LOGISTICS_SIM_SPEED: '1',
      // The test moves parcels by hand, and sends by hand: the demo's queued sends falling due
      // meanwhile would add parcels between two runs of the simulator.
      LOGISTICS_SIM_TICK_MS: '0',
      JOB_POLL_MS: '0',
      LOGISTICS_PARTNER_TIMEOUT_MS: '400',
    });
    newDeliveryOrder = deliveryOrderMaker(server.engine.db);
    await configurePartner(server.engine.db, 'VN1', { partner: 'kerry', webhookSecret: SECRET });
    await configurePartner(server.engine.db, 'TH1', { partner: 'kerry', webhookSecret: `${SECRET}-th1` });
  });
  afterAll(() => server.close());

  it('retries with a doubling delay, capped, and stops after the last attempt', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(7)).toBe(3_600_000);
    expect(retryDelay(8)).toBeNull();
    expect(retryDelay(0)).toBeNull();
  });

  it('plans the same course for the same seed and tracking code', () => {
    const one = new SimulatorPartner({ speed: 1, seed: SEED });
    const two = new SimulatorPartner({ speed: 1, seed: SEED });
    expect(one.plan('SIMVN1000000001')).toEqual(two.plan('SIMVN1000000001'));
    const plan = one.plan('SIMVN1000000001');
    expect(plan.map((step) => step.event).slice(0, 3)).toEqual(['picked', 'in_transit', 'in_transit']);
    expect(['delivered', 'returned', 'lost']).toContain(plan.at(-1)?.event);
    // Over many parcels the simulator delivers most, and returns or loses some.
    const ends = Array.from({ length: 300 }, (_, n) => one.plan(`SIM${n}`).at(-1)?.event);
    expect(ends.filter((end) => end === 'delivered').length).toBeGreaterThan(200);
    expect(ends.filter((end) => end !== 'delivered').length).toBeGreaterThan(10);
  });

  it('sends a DO with no connected partner to the simulator: Sent to partner with a tracking code', async () => {
    const { id, outcome } = await acceptedBySimulator();
    expect(outcome).toMatchObject({ ok: true, doId: id, attempts: 1, sentVia: 'simulator' });
    const row = await doRow(id);
    expect(row).toMatchObject({
      status: SENT_TO_PARTNER,
      trackingCode: expect.stringMatching(/^SIMVN1\d{9}$/),
      sentVia: 'simulator',
      sendAttempts: 1,
      lastSendError: null,
      sendStartedAt: null,
    });
    expect(outcome.ok && outcome.trackingCode).toBe(row.trackingCode);
    expect(await logRows(id)).toMatchObject([{ status: SENT_TO_PARTNER, trackingCode: row.trackingCode }]);
    expect((await historyOf(row.saleOrderId)).at(-1)).toMatchObject({ action: 'do_sent', actorId: null });
    // Sending it again changes nothing: it is no longer New.
    expect(await sendDeliveryOrder(server.ctx, id)).toMatchObject({ ok: false, reason: 'not_sendable' });
    expect((await doRow(id)).sendAttempts).toBe(1);
  });

  it('refuses or times out some sends, leaving the DO New with the attempt and the reason', async () => {
    const seen = new Set<string>();
    for (let tries = 0; tries < 60 && seen.size < 2; tries++) {
      const id = await newDeliveryOrder('VN1', null);
      const outcome = await sendDeliveryOrder(server.ctx, id);
      if (outcome.ok) continue;
      seen.add(outcome.retryable ? 'retryable' : 'refused');
      const row = await doRow(id);
      expect(row).toMatchObject({
        status: 1,
        sendAttempts: 1,
        lastSendError: outcome.reason,
        trackingCode: null,
      });
      expect(await logRows(id)).toEqual([]);
      expect((await historyOf(row.saleOrderId)).at(-1)).toMatchObject({
        action: 'do_send_failed',
        changes: { doId: id, reason: outcome.reason },
      });
    }
    expect(seen).toEqual(new Set(['retryable', 'refused']));
  });

  it('the live ticker gives each parcel its traits: a refusing phone’s parcels come back more', async () => {
    const traitsOf = (phone: string) => ({ phone, wardId: null, provinceId: null, duplicate: false });
    const phones = Array.from(
      { length: 400 },
      (_, i) => `+8493${String(1_000_000 + i * 7).padStart(7, '0')}`,
    );
    // Under this seed, a refuser (refuses at the door 70 % of the time and more) and ordinary phones;
    // no address, so the province and ward weigh nothing.
    const refuser = phones.find((phone) => returnChance(SEED, traitsOf(phone)) >= 0.7)!;
    const ordinary = phones.filter((phone) => returnChance(SEED, traitsOf(phone)) < 0.7).slice(0, 20);
    const sent: { id: number; refuser: boolean }[] = [];
    for (let i = 0; i < 40; i++) {
      const { id } = await acceptedBySimulator();
      const phone = i % 2 === 0 ? refuser : ordinary[i >> 1]!;
      // A lead of its own for the parcel's order (the fixture's orders may share one).
      const { saleOrderId } = await doRow(id);
      const { leadId } = await server.engine.db
        .selectFrom('saleOrders')
        .select('leadId')
        .where('id', '=', saleOrderId)
        .executeTakeFirstOrThrow();
      const copiedLeadId = await copyLead(
        server.engine.db,
        { leadId },
        {
          phoneE164: phone,
          phoneRaw: phone,
          provinceId: null,
          wardId: null,
          districtId: null,
        },
      );
      await server.engine.db
        .updateTable('saleOrders')
        .set({ leadId: copiedLeadId })
        .where('id', '=', saleOrderId)
        .execute();
      sent.push({ id, refuser: i % 2 === 0 });
    }
    await advanceSimulatedParcels(server.ctx, new Date(Date.now() + 24 * 3_600_000));
    const returnedOf = async (refusing: boolean) => {
      let returned = 0;
      for (const parcel of sent.filter((p) => p.refuser === refusing))
        if ((await doRow(parcel.id)).status === LOGISTICS_DO_STATUS.RETURNED) returned++;
      return returned;
    };
    // 20 parcels each: about 70 % against 10 % expected; the bounds leave room for the draw.
    const refused = await returnedOf(true);
    const others = await returnedOf(false);
    expect(refused).toBeGreaterThanOrEqual(9);
    expect(refused).toBeGreaterThanOrEqual(2 * others + 2);
    // Forty parcels sent one by one through the simulator: about 10 s on a quiet machine.
  }, 120_000);

  it('moves a parcel along its plan as time passes, to a final status, logging every status once', async () => {
    const { id } = await acceptedBySimulator();
    const row = await doRow(id);
    const code = row.trackingCode as string;
    const sentAt = (row.sentAt as Date).getTime();
    // The ticker passes the parcel's traits (its lead's phone, ward, province, duplicate): the plan
    // is the structured one of those traits.
    const open = await openSimulatedParcels(server.engine.db, 10_000);
    const { traits } = open.find((parcel) => parcel.trackingCode === code)!;
    expect(traits.phone).not.toBeNull();
    // And the version 3 traits (address, value against the campaign's usual, selling calls).
    expect(typeof traits.incompleteAddress).toBe('boolean');
    expect(traits).toHaveProperty('valueRatio');
    expect(traits).toHaveProperty('talkSeconds');
    const plan = new SimulatorPartner({ speed: 1, seed: SEED }).plan(code, traits);

    // Just after the pick-up time: picked, nothing more.
    await advanceSimulatedParcels(server.ctx, new Date(sentAt + plan[0]!.after * 1000 + 10));
    expect((await doRow(id)).status).toBe(PICKED);
    await advanceSimulatedParcels(server.ctx, new Date(sentAt + plan[1]!.after * 1000 + 10));
    expect((await doRow(id)).status).toBe(IN_TRANSIT);

    // An hour later the parcel has ended; a second run changes nothing.
    const later = new Date(sentAt + 3_600_000);
    await advanceSimulatedParcels(server.ctx, later);
    expect(await advanceSimulatedParcels(server.ctx, later)).toBe(0);
    const finalStatus = { delivered: 5, returned: 6, lost: 8 }[plan.at(-1)!.event as 'delivered'];
    expect((await doRow(id)).status).toBe(finalStatus);
    const logs = await logRows(id);
    expect(logs.map((log) => log.status)).toEqual([
      SENT_TO_PARTNER,
      PICKED,
      IN_TRANSIT,
      IN_TRANSIT,
      finalStatus,
    ]);
    expect(logs.every((log) => log.trackingCode === code)).toBe(true);
    expect(logs.slice(1).every((log) => log.partner === 'simulator')).toBe(true);
    const statusHistory = (await historyOf(row.saleOrderId)).filter((entry) => entry.action === 'do_status');
    expect(statusHistory.map((entry) => (entry.changes as { status: { to: number } }).status.to)).toEqual([
      PICKED,
      IN_TRANSIT,
      finalStatus,
    ]);
  });

  it('a partner timeout leaves the DO New with the attempt and the reason; the next send succeeds', async () => {
    await withFakeDhl(server.engine.db, 'VN1', async (dhl) => {
      dhl.answer('POST', '/rest/v3/Shipment', 'hang');
      const id = await newDeliveryOrder('VN1', 'DHL');

      const first = await sendDeliveryOrder(server.ctx, id);
      expect(first).toEqual({
        ok: false,
        reason: 'timeout',
        retryable: true,
        doId: id,
        attempts: 1,
        sentVia: 'dhl',
      });
      expect(await doRow(id)).toMatchObject({
        status: 1,
        sendAttempts: 1,
        lastSendError: 'timeout',
        trackingCode: null,
        sendStartedAt: null,
      });
      expect(await logRows(id)).toEqual([]);

      const shipmentId = `VN1${String(id).padStart(9, '0')}`;
      dhl.answer('POST', '/rest/v3/Shipment', dhlAcceptsShipment(shipmentId));
      const second = await sendDeliveryOrder(server.ctx, id);
      expect(second).toMatchObject({ ok: true, trackingCode: shipmentId, attempts: 2, sentVia: 'dhl' });
      expect(await doRow(id)).toMatchObject({
        status: SENT_TO_PARTNER,
        sendAttempts: 2,
        lastSendError: null,
        trackingCode: shipmentId,
        partnerReference: '5200000001',
        sentVia: 'dhl',
      });
      // The same shipment id both times: DHL sees one shipment however often it is sent.
      const sent = dhl
        .to('/rest/v3/Shipment')
        .map(
          (request) =>
            (request.body as { manifestRequest: { bd: { shipmentItems: { shipmentID: string }[] } } })
              .manifestRequest.bd.shipmentItems[0]!.shipmentID,
        );
      expect(sent).toEqual([shipmentId, shipmentId]);
      expect(await logRows(id)).toMatchObject([
        { status: SENT_TO_PARTNER, trackingCode: shipmentId, partner: 'dhl' },
      ]);
    });
  });

  it('polls DHL for its parcels and applies each event once', async () => {
    await withFakeDhl(server.engine.db, 'VN1', async (dhl) => {
      const id = await newDeliveryOrder('VN1', 'DHL');
      const code = `VN1${String(id).padStart(9, '0')}`;
      await server.engine.db
        .updateTable('deliveryOrders')
        .set({ status: SENT_TO_PARTNER, trackingCode: code, sentVia: 'dhl', sentAt: new Date() })
        .where('id', '=', id)
        .execute();
      const events = [
        { status: '71005', description: 'Shipment picked up', dateTime: '2026-11-20T09:00:00+07:00' },
        {
          status: '77015',
          description: 'Processed at delivery facility',
          dateTime: '2026-11-21T07:00:00+07:00',
        },
      ];
      dhl.answer('POST', '/rest/v3/Tracking', () => ({
        status: 200,
        body: { trackItemResponse: { bd: { shipmentItems: [{ shipmentID: code, events }] } } },
      }));
      expect(await pollTrackedParcels(server.ctx)).toBeGreaterThanOrEqual(2);
      expect((await doRow(id)).status).toBe(IN_TRANSIT);
      // The next poll answers the same events plus the delivery: only the delivery is new.
      events.push({
        status: '77093',
        description: 'Successfully delivered',
        dateTime: '2026-11-21T15:00:00+07:00',
      });
      await pollTrackedParcels(server.ctx);
      expect((await doRow(id)).status).toBe(DELIVERED);
      expect((await logRows(id)).map((log) => log.status)).toEqual([PICKED, IN_TRANSIT, DELIVERED]);
      expect(
        dhl
          .to('/rest/v3/Tracking')
          .some((request) => JSON.stringify(request.body).includes(`"trackingReferenceNumber":["${code}"]`)),
      ).toBe(true);
    });
  });

  it('two senders of the same DO at once: one calls the partner, the other finds it in flight', async () => {
    await withFakeDhl(server.engine.db, 'VN1', async (dhl) => {
      dhl.answer('POST', '/rest/v3/Shipment', 'hang');
      const id = await newDeliveryOrder('VN1', 'DHL');
      const outcomes = await Promise.all([
        sendDeliveryOrder(server.ctx, id),
        sendDeliveryOrder(server.ctx, id),
      ]);
      expect(outcomes.map((outcome) => !outcome.ok && outcome.reason).sort()).toEqual([
        'in_flight',
        'timeout',
      ]);
      expect(dhl.to('/rest/v3/Shipment')).toHaveLength(1);
      expect(await doRow(id)).toMatchObject({ status: 1, sendAttempts: 1, lastSendError: 'timeout' });
    });
  });

  it('a DO of the general partner is handed over with no tracking code yet', async () => {
    await configurePartner(server.engine.db, 'TH1', { partner: 'general' });
    const id = await newDeliveryOrder('TH1', 'GENERAL');
    expect(await sendDeliveryOrder(server.ctx, id)).toMatchObject({
      ok: true,
      trackingCode: null,
      sentVia: 'general',
    });
    expect(await doRow(id)).toMatchObject({
      status: SENT_TO_PARTNER,
      trackingCode: null,
      sentVia: 'general',
    });
    expect(await logRows(id)).toMatchObject([
      { status: SENT_TO_PARTNER, trackingCode: null, partner: 'general' },
    ]);
  });

  it('a webhook with a wrong or missing secret answers 401 and changes nothing', async () => {
    const id = await sentDeliveryOrder('VN1', 'KEXVN1-WRONG-1');
    const push = {
      req: { status: { con_no: 'KEXVN1-WRONG-1', status_code: 'POD', status_desc: 'Delivered' } },
    };
    for (const secret of ['not-the-secret', `${SECRET}x`, `${SECRET}-th1`, null]) {
      const answer = await webhook('kerry', 'VN1', push, secret);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, data: null });
    }
    // The right secret of another partner or an unknown org does not open it either.
    expect((await webhook('simulator', 'VN1', push)).status).toBe(401);
    expect((await webhook('kerry', 'NOPE', push)).status).toBe(401);
    expect((await doRow(id)).status).toBe(SENT_TO_PARTNER);
    expect(await logRows(id)).toEqual([]);
  });

  it('a repeated Kerry report writes one log row; an older report is logged but moves no status', async () => {
    const id = await sentDeliveryOrder('VN1', 'KEXVN1-REPEAT-1');
    // Our own "sent" row, later than Kerry's dates below: it must not hold Kerry's reports back.
    await server.engine.db
      .insertInto('trackingCodeLogs')
      .values({
        orgId: (await doRow(id)).orgId,
        deliveryOrderId: id,
        trackingCode: 'KEXVN1-REPEAT-1',
        status: SENT_TO_PARTNER,
        partner: 'kerry',
        partnerStatus: 'sent',
        occurredAt: new Date(),
      })
      .execute();
    const report = (code: string, description: string, date: string) => ({
      req: {
        status: {
          con_no: 'KEXVN1-REPEAT-1',
          status_code: code,
          status_desc: description,
          status_date: date,
          location: 'Bangkok hub',
        },
      },
    });
    const pod = report('POD', 'Delivered to the customer', '2026-11-20T10:00:00+07:00');
    const first = await webhook('kerry', 'VN1', pod);
    expect(first.body).toMatchObject({
      code: 200,
      data: { trackingCode: 'KEXVN1-REPEAT-1', status: DELIVERED, changed: true },
    });
    const again = await webhook('kerry', 'VN1', pod);
    expect(again.body.data).toMatchObject({ status: DELIVERED, changed: false });
    expect((await logRows(id)).filter((log) => log.status === DELIVERED)).toHaveLength(1);

    // A scan from before the delivery, arriving late: kept in the log, the DO stays delivered.
    const late = await webhook(
      'kerry',
      'VN1',
      report('110', 'Parcel in transit', '2026-11-19T08:00:00+07:00'),
    );
    expect(late.body.data).toMatchObject({ status: DELIVERED, changed: true });
    const logs = await logRows(id);
    expect(logs.map((log) => [log.status, log.partnerStatus])).toEqual([
      [IN_TRANSIT, '110: Parcel in transit'],
      [DELIVERED, 'POD: Delivered to the customer'],
      [SENT_TO_PARTNER, 'sent'],
    ]);
    expect(logs[1]!.rawPayload).toMatchObject({ req: { status: { location: 'Bangkok hub' } } });
    expect((await doRow(id)).status).toBe(DELIVERED);
    // The sale order follows its parcel, once.
    const saleOrder = await server.engine.db
      .selectFrom('saleOrders')
      .select(['status', 'version'])
      .where('id', '=', (await doRow(id)).saleOrderId)
      .executeTakeFirstOrThrow();
    expect(saleOrder.status).toBe(SO_STATUS.DELIVERED);
  });

  it('keeps each org’s tracking log to itself', async () => {
    const id = await sentDeliveryOrder('VN1', 'KEXVN1-ISO-1');
    const push = {
      req: { status: { con_no: 'KEXVN1-ISO-1', status_code: 'POD', status_desc: 'Delivered' } },
    };
    // TH1's own secret for VN1's parcel: the code is unknown in TH1, nothing is written.
    const foreign = await webhook('kerry', 'TH1', push, `${SECRET}-th1`);
    expect(foreign.status).toBe(404);
    expect(await logRows(id)).toEqual([]);
    expect((await webhook('kerry', 'VN1', push)).body.code).toBe(200);

    const orgId = async (code: string) =>
      (
        await server.engine.db
          .selectFrom('orgs')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    const seenBy = async (orgCode: string) =>
      withOrgScope(server.engine.db, { orgId: await orgId(orgCode) }, (trx) =>
        trx.selectFrom('trackingCodeLogs').select('id').where('trackingCode', '=', 'KEXVN1-ISO-1').execute(),
      );
    expect(await seenBy('VN1')).toHaveLength(1);
    expect(await seenBy('TH1')).toHaveLength(0);
    // Nor can another org write a log row for it.
    const vn1 = await orgId('VN1');
    await expect(
      withOrgScope(server.engine.db, { orgId: await orgId('TH1') }, (trx) =>
        trx
          .insertInto('trackingCodeLogs')
          .values({
            orgId: vn1,
            deliveryOrderId: id,
            trackingCode: 'KEXVN1-ISO-1',
            status: DELIVERED,
            partner: 'kerry',
            occurredAt: new Date(),
          })
          .execute(),
      ),
    ).rejects.toThrow();
  });
});

describe('logistics: the simulator’s ticker moves parcels by itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      LOGISTICS_SIM_SEED: SEED,
      // A parcel's whole course (at most about 17 simulated minutes) takes about 10 ms.
      LOGISTICS_SIM_SPEED: '100000',
      LOGISTICS_SIM_TICK_MS: '50',
    });
    await server.app.ready();
  });
  afterAll(() => server.close());

  it('at a high speed factor a sent parcel reaches a final status without anyone advancing it', async () => {
    const newDeliveryOrder = deliveryOrderMaker(server.engine.db);
    let id = 0;
    const outcomes: string[] = [];
    for (let tries = 0; tries < 30 && id === 0; tries++) {
      const candidate = await newDeliveryOrder('VN1', null);
      const outcome = await sendDeliveryOrder(server.ctx, candidate);
      outcomes.push(outcome.ok ? 'ok' : outcome.reason);
      if (outcome.ok) id = candidate;
    }
    expect(id, outcomes.join(', ')).not.toBe(0);
    let status = 0;
    for (let wait = 0; wait < 100 && ![5, 6, 8].includes(status); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (
        await server.engine.db
          .selectFrom('deliveryOrders')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    }
    expect([5, 6, 8]).toContain(status);
  });
});
