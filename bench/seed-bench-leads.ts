import { type Kysely, sql } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.js';

const VN1 = 4;

/**
 * Fills org VN1 with `count` leads (and sale orders for the approved fifth, delivery orders for
 * half of those) in a few set-based statements; skipped when the org already has that many.
 */
export async function seedBenchLeads(db: Kysely<Database>, count: number): Promise<string> {
  const existing = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', VN1)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= count) return `reusing ${Number(existing.n)} leads of VN1`;
  const started = Date.now();
  // The demo data links leads to sale orders both ways (a resell lead's source_sale_order_id) and
  // hangs more rows off them: break the links, then delete dependants before what they point at.
  await sql`UPDATE leads SET source_sale_order_id = NULL, duplicate_of_id = NULL WHERE org_id = ${VN1}`.execute(
    db,
  );
  for (const table of [
    'reconciliation_rows',
    'tracking_code_logs',
    'bank_transactions',
    'postback_attempts',
    'postbacks',
    'delivery_orders',
    'sale_order_items',
    'sale_orders',
    'history',
    'callbacks',
    'calls',
    'leads',
    'lead_imports',
    'agent_group_campaigns',
    'calling_lists',
    'campaigns',
  ])
    await sql`DELETE FROM ${sql.table(table)} WHERE org_id = ${VN1}`.execute(db);
  await sql`
    INSERT INTO campaigns (org_id, code, name, network, offer_product_id)
    SELECT ${VN1}, 'BENCH-' || n, 'Bench campaign ' || n, 'Network ' || n,
           (SELECT id FROM products WHERE org_id = ${VN1} AND product_type = 1 ORDER BY id OFFSET n % 5 LIMIT 1)
    FROM generate_series(1, 8) AS n`.execute(db);
  await sql`
    WITH agents AS (
      SELECT array_agg(u.id ORDER BY u.id) AS ids FROM users u JOIN user_roles r ON r.user_id = u.id
      WHERE u.org_id = ${VN1} AND r.role_id IN (12, 27)
    ), camps AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(offer_product_id ORDER BY id) AS products FROM campaigns WHERE org_id = ${VN1}),
    wards AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(parent_id ORDER BY id) AS parents FROM address_units WHERE scheme = 'VN2025' AND level = 3)
    INSERT INTO leads (org_id, campaign_id, customer_name, phone_raw, phone_e164, province_id, ward_id, street,
                       offer_product_id, assignee_id, assigned_at, lead_status, call_attempts, last_call_at, created_at, updated_at)
    SELECT ${VN1},
           camps.ids[1 + g % 8],
           'Khách hàng ' || g,
           '09' || lpad((g % 100000000)::text, 8, '0'),
           '+849' || lpad((g % 100000000)::text, 8, '0'),
           wards.parents[1 + ((g::bigint * 7919) % array_length(wards.ids, 1))::int],
           wards.ids[1 + ((g::bigint * 7919) % array_length(wards.ids, 1))::int],
           'Số ' || (g % 300) || ' Lê Lợi',
           camps.products[1 + g % 8],
           CASE WHEN g % 10 = 0 THEN NULL ELSE agents.ids[1 + g % array_length(agents.ids, 1)] END,
           CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g % 365) * interval '1 day' END,
           (ARRAY[1, 1, 1, 2, 2, 3, 4, 5, 5, 6, 33, 34, 35, 7, 8])[1 + g % 15],
           g % 5,
           CASE WHEN g % 5 = 0 THEN NULL ELSE now() - (g % 365) * interval '1 day' END,
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${count}) AS g, agents, camps, wards`.execute(db);
  await sql`
    INSERT INTO sale_orders (org_id, lead_id, created_by, status, currency, subtotal, amount, payment_method_id, created_at, updated_at)
    SELECT l.org_id, l.id, coalesce(l.assignee_id, (SELECT min(id) FROM users WHERE org_id = ${VN1})), 1 + (l.id / 7) % 5, 'VND',
           390000 * (1 + l.id % 3), 390000 * (1 + l.id % 3), 1 + l.id % 2, l.created_at + interval '2 hours', l.created_at + interval '2 hours'
    FROM leads l WHERE l.org_id = ${VN1} AND l.lead_status = 2`.execute(db);
  await sql`
    INSERT INTO delivery_orders (org_id, sale_order_id, status, partner, tracking_code, cod_amount, created_at, updated_at)
    SELECT so.org_id, so.id, 1 + so.id % 8, 'GENERAL', 'VN1' || lpad(so.id::text, 9, '0'), so.amount, so.created_at + interval '1 day', so.created_at + interval '1 day'
    FROM sale_orders so WHERE so.org_id = ${VN1} AND so.status IN (2, 4, 5)`.execute(db);
  await sql`ANALYZE`.execute(db);
  return `seeded ${count} leads in VN1 in ${Math.round((Date.now() - started) / 1000)} s`;
}

/**
 * Gives about `count` calls to VN1's assigned leads: three a lead (the edit screen's "three
 * calls") to each agent's newest leads (the top of their list, as many for every agent), made by
 * the assignee after the assignment, so a status change is allowed (a call in this assignment).
 * Skipped when VN1 already has that many calls.
 */
export async function seedBenchCalls(db: Kysely<Database>, count: number): Promise<string> {
  const existing = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', VN1)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= count) return `reusing ${Number(existing.n)} calls of VN1`;
  const started = Date.now();
  await sql`
    INSERT INTO calls (org_id, lead_id, agent_id, phone, assignment_at, started_at, answered_at, ended_at,
                       duration_seconds, disposition, provider, state)
    SELECT l.org_id, l.id, l.assignee_id, l.phone_e164, l.assigned_at,
           l.assigned_at + k * interval '7 minutes',
           CASE WHEN k = 3 THEN l.assigned_at + k * interval '7 minutes' + interval '10 seconds' END,
           l.assigned_at + k * interval '7 minutes' + interval '70 seconds',
           CASE WHEN k = 3 THEN 60 ELSE 0 END,
           (ARRAY['busy', 'no_answer', 'answered'])[k],
           'simulator', 'ended'
    FROM (SELECT id, org_id, assignee_id, phone_e164, assigned_at,
                 row_number() OVER (PARTITION BY assignee_id ORDER BY created_at DESC, id DESC) AS nth
          FROM leads WHERE org_id = ${VN1} AND assignee_id IS NOT NULL AND assigned_at IS NOT NULL) l,
         generate_series(1, 3) AS k
    WHERE l.nth <= ceil(${count}::numeric / 3 / (SELECT count(DISTINCT assignee_id) FROM leads WHERE org_id = ${VN1}))`.execute(
    db,
  );
  await sql`ANALYZE calls`.execute(db);
  return `seeded ${count} calls in VN1 in ${Math.round((Date.now() - started) / 1000)} s`;
}
