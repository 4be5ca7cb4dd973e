import { DELIVERY_RISK_MIN_STREET } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ParcelTraits, SIM_DUPLICATE_DAYS } from './simulator-partner.js';

/**
 * The parcels the status ticker moves (logistics.service.ts): those sent through the built-in
 * simulator, with their traits, and those sent to a partner whose statuses are polled. Read on the
 * system connection: the ticker runs outside any user's request, for every org.
 */

export interface SimulatedParcel {
  orgId: number;
  trackingCode: string;
  sentAt: Date;
}

/** An open simulated parcel with what its structured course depends on (simulator-partner.ts). */
export interface OpenSimulatedParcel extends SimulatedParcel {
  traits: ParcelTraits;
}

/**
 * Parcels the simulator still moves (sent through it, not yet at a final status), with their
 * traits: the lead's phone, ward and province, whether another order of the phone in the org
 * was created in the DUPLICATE_DAYS before this one (the bench's and the risk score's rule),
 * whether the address lacks a ward or street, the order's value against its campaign's median and
 * the selling calls' talk time.
 */
export async function openSimulatedParcels(
  db: Kysely<Database>,
  limit: number,
): Promise<OpenSimulatedParcel[]> {
  const { rows } = await sql<{
    orgId: number;
    trackingCode: string;
    sentAt: Date;
    phone: string | null;
    ward: number | null;
    province: number | null;
    duplicate: boolean;
    incomplete: boolean;
    valueRatio: string | number | null;
    talk: string | number | null;
  }>`
    SELECT d.org_id AS "orgId", d.tracking_code AS "trackingCode", d.sent_at AS "sentAt",
      p.phone, l.ward_id AS ward, l.province_id AS province,
      (p.phone IS NOT NULL AND EXISTS (
        SELECT 1 FROM sale_orders o JOIN leads ol ON ol.id = o.lead_id
        WHERE o.org_id = s.org_id AND o.id <> s.id
          AND ol.phone_e164 = p.phone
          AND o.created_at <= s.created_at
          AND o.created_at > s.created_at - ${`${SIM_DUPLICATE_DAYS} days`}::interval)) AS duplicate,
      (l.ward_id IS NULL OR length(btrim(coalesce(l.street, ''))) < ${DELIVERY_RISK_MIN_STREET}) AS incomplete,
      s.amount / nullif(m.median, 0) AS "valueRatio", c.talk
    FROM delivery_orders d
    JOIN sale_orders s ON s.id = d.sale_order_id
    JOIN leads l ON l.id = s.lead_id
    CROSS JOIN LATERAL (SELECT l.phone_e164 AS phone) p
    -- The campaign's median order amount before this order, and the selling calls' talk time:
    -- the delivery-risk signals' own definitions (delivery-risk-sql.ts).
    LEFT JOIN LATERAL (
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.amount) AS median
      FROM sale_orders o JOIN leads ol ON ol.id = o.lead_id
      WHERE l.campaign_id IS NOT NULL AND o.org_id = s.org_id AND ol.campaign_id = l.campaign_id
        AND o.created_at < s.created_at) m ON true
    LEFT JOIN LATERAL (
      SELECT sum(coalesce(k.duration_seconds, 0)) AS talk FROM calls k
      WHERE k.lead_id = s.lead_id AND k.org_id = s.org_id AND k.started_at < s.created_at) c ON true
    WHERE d.sent_via = 'simulator' AND d.status IN (2, 3, 4)
      AND d.tracking_code IS NOT NULL AND d.sent_at IS NOT NULL
    ORDER BY d.sent_at
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({
    orgId: Number(row.orgId),
    trackingCode: row.trackingCode,
    sentAt: new Date(row.sentAt),
    traits: {
      phone: row.phone,
      wardId: row.ward === null ? null : Number(row.ward),
      provinceId: row.province === null ? null : Number(row.province),
      duplicate: Boolean(row.duplicate),
      incompleteAddress: Boolean(row.incomplete),
      valueRatio: row.valueRatio === null ? null : Number(row.valueRatio),
      talkSeconds: row.talk === null ? null : Number(row.talk),
    },
  }));
}

/** Parcels sent to a partner that is polled (`sentVia` in `partners`), not yet at a final status. */
export async function openPolledParcels(
  db: Kysely<Database>,
  partners: readonly string[],
  limit: number,
): Promise<(SimulatedParcel & { sentVia: string })[]> {
  const rows = await db
    .selectFrom('deliveryOrders')
    .select(['orgId', 'trackingCode', 'sentAt', 'sentVia'])
    .where('sentVia', 'in', [...partners])
    .where('status', 'in', [2, 3, 4])
    .where('trackingCode', 'is not', null)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    orgId: row.orgId,
    trackingCode: row.trackingCode as string,
    sentAt: row.sentAt ?? new Date(0),
    sentVia: row.sentVia as string,
  }));
}
