import { LOGISTICS_DO_STATUS, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DELIVERY_ORDER_SEND_JOB } from '../modules/delivery-orders/index.js';
import { enqueueJob } from '../shared/jobs/index.js';
import { weighted } from './demo-people.js';

/** A demo sale order that has left validation (approved, delivered or returned). */
export interface DemoShippedOrder {
  id: number;
  status: number;
  amount: number | bigint | string;
  createdAt: Date;
  paymentMethodId: number;
  /** The last-mile partner of its delivery service (GENERAL, DHL, KERRY, SAP). */
  partner: string;
}

const HOUR_MS = 3_600_000;
/** DOs sent when the app starts (at most a tenth of the approved), so parcels move on a fresh demo's screens. */
const LIVE_PER_ORG = 12;
const CHUNK = 500;
const {
  SENT_TO_PARTNER: SENT,
  PICKED,
  IN_TRANSIT,
  DELIVERED,
  RETURNED,
  CANCELLED,
  LOST,
} = LOGISTICS_DO_STATUS;

/** The course a parcel took to its status (what the tracking-code log shows), with the partner's words. */
const COURSE: Record<number, number[]> = {
  [SENT]: [SENT],
  [PICKED]: [SENT, PICKED],
  [IN_TRANSIT]: [SENT, PICKED, IN_TRANSIT],
  [DELIVERED]: [SENT, PICKED, IN_TRANSIT, DELIVERED],
  [RETURNED]: [SENT, PICKED, IN_TRANSIT, RETURNED],
  [LOST]: [SENT, PICKED, IN_TRANSIT, LOST],
  [CANCELLED]: [SENT, CANCELLED],
};
const WORDS: Record<number, string> = {
  [SENT]: 'sent',
  [PICKED]: 'Picked up from the warehouse',
  [IN_TRANSIT]: 'Departed the sorting facility',
  [DELIVERED]: 'Delivered to the customer',
  [RETURNED]: 'Returned to the sender',
  [LOST]: 'Parcel lost',
  [CANCELLED]: 'Cancelled by the shipper',
};

/** What became of an approved order's DO: sent at start ('live'), stuck ('pending') or a status. */
type Fate = 'live' | 'pending' | number;
const APPROVED_FATES: [Fate, number][] = [
  [SENT, 12],
  [PICKED, 18],
  [IN_TRANSIT, 40],
  [LOST, 5],
  [CANCELLED, 6],
  ['pending', 8],
];

/** The first approved orders take each fate once, so even a small demo shows every status. */
function approvedFate(index: number, random: () => number): Fate {
  return APPROVED_FATES[index]?.[0] ?? weighted(random, APPROVED_FATES);
}

const PENDING_REASONS = [
  { reason: 'timeout', attempts: 8 },
  { reason: 'refused: address outside the delivery area', attempts: 1 },
  { reason: 'http_503: partner temporarily unavailable', attempts: 8 },
];

/**
 * The delivery orders of the demo orgs' orders: every DO status, with the course of
 * each parcel in the tracking-code log; a few DOs that could not be sent, in pending shipping with
 * their reason; and the DOs of the orders approved in the last hours queued for sending, so a fresh
 * start hands them to the partner simulator and they move on the shipping screens.
 *
 * Older parcels are history, as if their tracking codes had been imported (`sent_via = 'import'`):
 * neither the simulator nor a partner poll moves them, so they keep their statuses across restarts.
 */
export async function seedDemoDeliveryOrders(
  db: Kysely<Database>,
  org: { id: number; code: string },
  orders: DemoShippedOrder[],
  random: () => number,
  now: number,
): Promise<void> {
  // The newest approved orders were approved just now: their DOs are sent once the app starts.
  const approved = orders.filter((order) => order.status === SO_STATUS.APPROVED);
  const live = new Set(
    approved
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, Math.min(LIVE_PER_ORG, Math.ceil(approved.length / 10)))
      .map((order) => order.id),
  );
  let seen = 0;
  const planned = orders
    .filter((order) => order.status !== SO_STATUS.PENDING && order.status !== SO_STATUS.CANCELLED)
    .map((order) => {
      const fate: Fate = live.has(order.id)
        ? 'live'
        : order.status === SO_STATUS.DELIVERED
          ? DELIVERED
          : order.status === SO_STATUS.RETURNED
            ? RETURNED
            : approvedFate(seen++, random);
      const createdAt = new Date(
        fate === 'live'
          ? now - random() * 10 * 60_000
          : Math.min(now, order.createdAt.getTime() + 2 * HOUR_MS),
      );
      // The course's times: sent an hour after the DO, then a step every 8 to 32 hours (real
      // parcels take days), never after now.
      const times: Date[] = [];
      if (typeof fate === 'number') {
        let at = createdAt.getTime() + HOUR_MS;
        for (const _ of COURSE[fate]!) {
          times.push(new Date(Math.min(now, at)));
          at += (8 + random() * 24) * HOUR_MS;
        }
      }
      return { order, createdAt, fate, times };
    });

  for (let start = 0; start < planned.length; start += CHUNK) {
    const batch = planned.slice(start, start + CHUNK);
    const saved = await db
      .insertInto('deliveryOrders')
      .values(
        batch.map(({ order, createdAt, fate, times }) => {
          const base = {
            orgId: org.id,
            saleOrderId: order.id,
            partner: order.partner,
            codAmount: order.paymentMethodId === 1 ? Number(order.amount) : 0,
            createdAt,
            updatedAt: createdAt,
          };
          if (fate === 'live') return { ...base, status: 1 };
          if (fate === 'pending') {
            const { reason, attempts } = PENDING_REASONS[Math.floor(random() * PENDING_REASONS.length)]!;
            return {
              ...base,
              status: 1,
              sendAttempts: attempts,
              lastSendError: reason,
              lastSendAt: new Date(Math.min(now, createdAt.getTime() + HOUR_MS)),
            };
          }
          const sentAt = times[0]!;
          return {
            ...base,
            status: fate,
            sendAttempts: 1,
            lastSendAt: sentAt,
            sentAt,
            sentVia: 'import',
            trackingCode: `${org.code}${String(order.id).padStart(9, '0')}`,
            updatedAt: times.at(-1)!,
          };
        }),
      )
      .returning(['id', 'saleOrderId', 'status', 'trackingCode', 'partner', 'createdAt', 'lastSendError'])
      .execute();

    const timesOf = new Map(batch.map((entry) => [entry.order.id, entry.times]));
    const logs = saved.flatMap((parcel) => {
      const times = timesOf.get(parcel.saleOrderId) ?? [];
      if (!parcel.trackingCode || times.length === 0) return [];
      return COURSE[parcel.status]!.map((status, step) => ({
        orgId: org.id,
        deliveryOrderId: parcel.id,
        trackingCode: parcel.trackingCode,
        status,
        partner: (parcel.partner ?? 'GENERAL').toLowerCase(),
        partnerStatus: WORDS[status]!,
        occurredAt: times[step]!,
      }));
    });
    if (logs.length > 0) await db.insertInto('trackingCodeLogs').values(logs).execute();
    const history = saved.flatMap((parcel) =>
      parcelHistory(org.id, parcel, timesOf.get(parcel.saleOrderId) ?? []),
    );
    for (let from = 0; from < history.length; from += CHUNK)
      await db
        .insertInto('history')
        .values(history.slice(from, from + CHUNK))
        .execute();

    const fates = new Map(batch.map((entry) => [entry.order.id, entry.fate]));
    for (const parcel of saved) {
      if (fates.get(parcel.saleOrderId) !== 'live') continue;
      await enqueueJob(db, {
        kind: DELIVERY_ORDER_SEND_JOB,
        payload: { deliveryOrderId: parcel.id },
        orgId: org.id,
      });
    }
  }
}

/** The sale order's status a parcel's final status gives it (logistics' setDoStatus). */
const SO_STATUS_OF: Record<number, number> = {
  [DELIVERED]: SO_STATUS.DELIVERED,
  [RETURNED]: SO_STATUS.RETURNED,
};

/**
 * The history rows a seeded parcel's course would have written had it happened in the app
 * (every parcel move is in its lead's history, demo or not): the DO's creation,
 * a failed send's reason, the import of its tracking code, then each move the partner reported,
 * with the same actions and changes as logistics, shipping and delivery-orders write.
 */
function parcelHistory(
  orgId: number,
  parcel: {
    id: number;
    saleOrderId: number;
    status: number;
    trackingCode: string | null;
    partner: string | null;
    createdAt: Date;
    lastSendError: string | null;
  },
  times: Date[],
) {
  const partner = parcel.partner ?? 'GENERAL';
  const row = (action: string, changes: Record<string, unknown>, createdAt: Date) => ({
    orgId,
    entityType: 'so' as const,
    entityId: parcel.saleOrderId,
    actorId: null,
    action,
    changes: JSON.stringify(changes),
    createdAt,
  });
  const rows = [
    row(
      'delivery_order_created',
      { deliveryOrderId: parcel.id, status: { from: null, to: 1 }, partner },
      parcel.createdAt,
    ),
  ];
  if (parcel.lastSendError)
    rows.push(
      row(
        'do_send_failed',
        { doId: parcel.id, partner, reason: parcel.lastSendError },
        new Date(parcel.createdAt.getTime() + HOUR_MS),
      ),
    );
  if (!parcel.trackingCode || times.length === 0) return rows;
  const course = COURSE[parcel.status]!;
  course.forEach((status, step) => {
    const from = step === 0 ? 1 : course[step - 1]!;
    const at = times[step]!;
    if (step === 0) {
      rows.push(
        row(
          'do_imported',
          {
            doId: parcel.id,
            status: { from, to: status },
            trackingCode: parcel.trackingCode,
            partner,
          },
          at,
        ),
      );
      return;
    }
    const saleOrderStatus = SO_STATUS_OF[status];
    rows.push(
      row(
        status === CANCELLED ? 'do_cancelled' : 'do_status',
        {
          doId: parcel.id,
          status: { from, to: status },
          trackingCode: parcel.trackingCode,
          partner: partner.toLowerCase(),
          partnerStatus: WORDS[status],
          occurredAt: at.toISOString(),
          ...(saleOrderStatus ? { saleOrderStatus: { from: SO_STATUS.APPROVED, to: saleOrderStatus } } : {}),
        },
        at,
      ),
    );
  });
  return rows;
}
