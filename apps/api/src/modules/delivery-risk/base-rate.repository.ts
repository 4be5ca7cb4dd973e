import { LOGISTICS_DO_STATUS, type OrgBaseRate } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { baseRateOf, defaultThresholds } from './delivery-risk-score.js';

const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;

/**
 * The org's base rate now (docs/delivery-risk.md 'Score' 1): its counted parcels (delivered or
 * returned) and the returned among them, smoothed toward the 10 % prior, with the default bands it
 * gives. One statement, the same parcels the scoring statement counts as 'org' (both the parcel and
 * its sale order name the org, so another org's parcels never count on the system connection
 * either); kept apart from delivery-risk.repository.ts so the settings screen does not run the
 * scoring statement.
 */
export async function orgBaseRate(
  db: Kysely<Database>,
  orgId: number,
  asOf = new Date(),
): Promise<OrgBaseRate> {
  const { rows } = await sql<{ parcels: number; returned: number }>`
    SELECT count(*)::int AS parcels, count(*) FILTER (WHERE d.status = ${RETURNED})::int AS returned
    FROM delivery_orders d JOIN sale_orders s ON s.id = d.sale_order_id
    WHERE d.org_id = ${orgId} AND s.org_id = ${orgId}
      AND d.status IN (${DELIVERED}, ${RETURNED}) AND d.updated_at < ${asOf}`.execute(db);
  const parcels = Number(rows[0]?.parcels ?? 0);
  const returned = Number(rows[0]?.returned ?? 0);
  const smoothed = baseRateOf({ parcels, returned });
  return {
    returned,
    parcels,
    rate: parcels === 0 ? null : returned / parcels,
    smoothed,
    defaultThresholds: defaultThresholds(smoothed),
  };
}
