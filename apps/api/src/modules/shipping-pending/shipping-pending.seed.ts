import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Every org's fulfilment partners (docs/shipping-pending.md), demo or not: its own warehouse team,
 * which hands parcels to any last-mile partner, and a third-party fulfilment house working with
 * the couriers. Both work from every active warehouse of the org (warehouse_ids empty).
 * Idempotent (unique org and code).
 */
export async function seedFulfilmentPartners(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO fulfilment_partners (org_id, code, name, last_mile_partners)
    SELECT o.id, p.code, replace(p.name, '{org}', o.code), p.last_miles
    FROM orgs o
    CROSS JOIN (VALUES
      ('OWN', '{org} warehouse team', ARRAY['GENERAL', 'DHL', 'KERRY', 'SAP']::text[]),
      ('3PL', '{org} fulfilment partner (3PL)', ARRAY['DHL', 'KERRY']::text[])
    ) AS p (code, name, last_miles)
    ON CONFLICT (org_id, code) DO NOTHING`.execute(db);
}
