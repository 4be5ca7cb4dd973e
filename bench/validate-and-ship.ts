/**
 * Validation and shipping at scale (docs/validation.md): BENCH_ORDERS (default 10,000) sale orders
 * of VN1 are approved through PUT /api/SO/Validate, BENCH_CONCURRENCY at a time as several
 * validators would, and their delivery orders are sent to the partner simulator by the send jobs;
 * prints orders per second end to end, the statements sent per order, the median and p95 of one
 * validation, and one bare SQL statement doing the same status change for as many other orders, as
 * the ratio. The job runner polls while the validators work, as it does in production. Target: at
 * least 200 orders/s.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/validate-and-ship.ts
 *
 * Runs in its own database (leadline_bench_ship), rebuilt at every run.
 */

import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { ORDERS_SEEDED, runSeedSteps } from '../apps/api/src/seed/seed-steps.js';
import { benchConfig, benchDatabase, latencyStats, requirePostgresServer, signIn } from './bench-database.js';

const serverUrl = requirePostgresServer('bench/validate-and-ship.ts');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DATABASE = 'leadline_bench_ship';
const VN1 = 4;

const benchUrl = await benchDatabase(serverUrl, DATABASE);
// Every statement the app sends (BEGIN and COMMIT included), counted from the start of the
// validations: the bench is bound by round trips to PostgreSQL, so their number per order is the
// figure that does not depend on the machine's load.
let statements = 0;
const engine = await openPostgres(benchUrl, 10, () => {
  statements++;
});
// The job runner sends DOs while the validators work, as in production (JOB_CONCURRENCY sends at
// once); the simulator's parcels are not moved along here.
const config = benchConfig(benchUrl, { JOB_POLL_MS: '50' });
await migrate(engine);
await seedReferenceData(engine.db);
await seedDemoUsers(engine.db);
const seedOptions = { demo: true, demoLeadsPerOrg: 0 };
await runSeedSteps(engine.db, seedOptions, ORDERS_SEEDED);

// Twice the orders, pending validation, one line each in stock: half for the API, half for the bare statement.
const seeding = performance.now();
await sql`
  INSERT INTO campaigns (org_id, code, name, network, offer_product_id)
  SELECT ${VN1}, 'BENCH-SHIP', 'Bench campaign', 'Network',
         (SELECT id FROM products WHERE org_id = ${VN1} AND product_type = 1 ORDER BY id LIMIT 1)`.execute(
  engine.db,
);
await sql`
  WITH agent AS (SELECT min(u.id) AS id FROM users u JOIN user_roles r ON r.user_id = u.id
                 WHERE u.org_id = ${VN1} AND r.role_id = 12),
       ward AS (SELECT id, parent_id FROM address_units WHERE scheme = 'VN2025' AND level = 3 ORDER BY id LIMIT 1)
  INSERT INTO leads (org_id, campaign_id, customer_name, phone_raw, phone_e164, province_id, ward_id, street,
                     offer_product_id, assignee_id, assigned_at, lead_status, call_attempts, created_at, updated_at)
  SELECT ${VN1}, (SELECT id FROM campaigns WHERE code = 'BENCH-SHIP'), 'Khách hàng ' || g,
         '09' || lpad(g::text, 8, '0'), '+849' || lpad(g::text, 8, '0'), ward.parent_id, ward.id, 'Số ' || g,
         (SELECT offer_product_id FROM campaigns WHERE code = 'BENCH-SHIP'), agent.id, now(), 2, 1, now(), now()
  FROM generate_series(1, ${2 * ORDERS}) AS g, agent, ward`.execute(engine.db);
await sql`
  INSERT INTO sale_orders (org_id, lead_id, created_by, status, currency, subtotal, amount, payment_method_id)
  SELECT l.org_id, l.id, l.assignee_id, 1, 'VND', 390000, 390000, 1
  FROM leads l WHERE l.org_id = ${VN1} AND l.campaign_id = (SELECT id FROM campaigns WHERE code = 'BENCH-SHIP')`.execute(
  engine.db,
);
await sql`
  INSERT INTO sale_order_items (org_id, sale_order_id, product_id, product_type, quantity, price, amount)
  SELECT so.org_id, so.id, l.offer_product_id, 1, 1, 390000, 390000
  FROM sale_orders so JOIN leads l ON l.id = so.lead_id
  WHERE so.org_id = ${VN1} AND l.campaign_id = (SELECT id FROM campaigns WHERE code = 'BENCH-SHIP')`.execute(
  engine.db,
);
await sql`ANALYZE`.execute(engine.db);
const orders = await engine.db
  .selectFrom('saleOrders as so')
  .innerJoin('leads as l', 'l.id', 'so.leadId')
  .innerJoin('campaigns as c', 'c.id', 'l.campaignId')
  .select(['so.id', 'so.version'])
  .where('c.code', '=', 'BENCH-SHIP')
  .orderBy('so.id')
  .execute();
const viaApi = orders.slice(0, ORDERS);
const viaBareSql = orders.slice(ORDERS).map((order) => order.id);
console.log(
  `seeded ${orders.length} pending orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

const { app, jobs } = await buildApp(config, engine);
const token = await signIn(app, config, 'vn1.validator');

const latencies: number[] = [];
statements = 0;
const started = performance.now();
let next = 0;
async function validator(): Promise<void> {
  for (;;) {
    const order = viaApi[next++];
    if (!order) return;
    const start = performance.now();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/SO/Validate',
      headers: { authorization: `Bearer ${token}` },
      payload: { soId: order.id, action: 'approve', version: order.version },
    });
    latencies.push(performance.now() - start);
    const body = response.json() as { code: number; message: string };
    if (body.code !== 200) throw new Error(`SO ${order.id}: ${body.code} ${body.message}`);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, () => validator()));
const validated = performance.now();
const statementsValidating = statements;
// The send jobs still due once the last approval is in: each DO handed to the partner simulator
// (retries of a simulated timeout are queued a minute later and are not waited for).
const sendJobs = await jobs.runDueJobs();
const shipped = performance.now();
const statementsShipping = statements - statementsValidating;
await app.close();

const outcome = await engine.db
  .selectFrom('deliveryOrders')
  .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
  .where('orgId', '=', VN1)
  .groupBy('status')
  .execute();

// The same status change, bare: one statement for as many other orders.
const raw = new pg.Client({ connectionString: benchUrl });
await raw.connect();
const bareStart = performance.now();
await raw.query(
  `UPDATE sale_orders SET status = 2, validation_status = 1, validated_at = now(), version = version + 1, updated_at = now()
   WHERE id = ANY($1::int[]) AND status = 1`,
  [viaBareSql],
);
const bareMs = performance.now() - bareStart;
await raw.end();
await engine.close();

const totalMs = shipped - started;
const perSecond = (ORDERS / totalMs) * 1000;
const one = latencyStats(latencies);
console.log(
  `\n${ORDERS.toLocaleString('en-US')} orders of VN1, ${CONCURRENCY} validators at once (target: >= 200 orders/s)\n`,
);
console.log(`validations            ${((validated - started) / 1000).toFixed(2)} s`);
console.log(`sends left after them  ${((shipped - validated) / 1000).toFixed(2)} s (${sendJobs} send jobs)`);
console.log(`orders per second      ${perSecond.toFixed(0)} (validated and sent)`);
console.log(
  `statements per order   ${((statementsValidating + statementsShipping) / ORDERS).toFixed(2)} ` +
    `(${statementsValidating} while validating, sends and the runner's polls among them; ` +
    `${statementsShipping} for the sends left after)`,
);
console.log(`one validation         median ${one.median.toFixed(1)} ms, p95 ${one.p95.toFixed(1)} ms`);
console.log(`bare SQL status change ${bareMs.toFixed(1)} ms for ${viaBareSql.length} orders`);
console.log(`ratio                  ${(totalMs / bareMs).toFixed(1)}x the bare statement`);
console.log(
  `DO statuses            ${outcome.map((row) => `${row.status}: ${Number(row.n)}`).join(', ')} (1 New: a simulated refusal or timeout, for pending shipping)`,
);
