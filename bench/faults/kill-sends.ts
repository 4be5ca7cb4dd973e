/**
 * Fault scenario "kill-sends" (docs/logistics.md "After a crash", docs/postbacks.md "What a network
 * sees after a crash"): the real API, started as a child process on a fresh PostgreSQL database, is
 * SIGKILLed several times in the middle of sending delivery orders to the parcel simulator and
 * postbacks to a network, restarted each time, and left to settle. Then it counts:
 *
 *   DOs Sent; DOs in pending shipping with a reason; DOs stranded (New with no reason: neither);
 *   DOs the simulator holds that we do not show as sent; DOs the simulator got twice (it keeps one);
 *   postbacks delivered; postbacks the network received more than once, and whether every such
 *   repeat carried the same Idempotency-Key (so the network could count it once).
 *
 * Interface (for bench/faults/faults.ts):
 *
 *   import { run } from './kill-sends.js';
 *   const result = await run({ databaseUrl, orders: 300, postbacks: 300, kills: 3 });
 *   console.log(result.lines.join('\n'));   // the printable figures
 *   result.ok                               // false when anything is stranded or not de-duplicable
 *   result.figures                          // the same figures as numbers
 *
 * Alone:  DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/faults/kill-sends.ts
 * (FAULT_ORDERS, FAULT_POSTBACKS, FAULT_KILLS override the defaults). Exits 1 when result.ok is false.
 *
 * DATABASE_URL names a server: the scenario creates a database of its own
 * (leadline_fault_kill_sends_<pid>) and drops it at the end. Loopback only: the API listens on
 * 127.0.0.1, the network is an HTTP server of this process on 127.0.0.1. Bounded: the API's job
 * lease (60 s) and a DO's send lease (64 s with the 1 s partner timeout set here) decide how long
 * the interrupted sends wait before they are taken over; about 2 to 4 minutes in all, and it gives
 * up settling after `settleTimeoutMs` (default 240 s), reporting what is left.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/engine.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemoUsers, seedReferenceData } from '../../apps/api/src/seed/seed.js';
import { ORDERS_SEEDED, runSeedSteps } from '../../apps/api/src/seed/seed-steps.js';
import { freePort } from '../../apps/api/src/testing/free-port.js';

export interface KillSendsOptions {
  /** A PostgreSQL server URL (any database on it); default process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** DOs to send (default 300). */
  orders?: number;
  /** Postbacks to send (default 300). */
  postbacks?: number;
  /** SIGKILLs, each during the sends (default 3). */
  kills?: number;
  /** How long after a start (health answering) the process is killed (default 1500 ms). */
  killAfterMs?: number;
  /** How long the partner simulator and the network take to answer (default 150 ms). */
  answerDelayMs?: number;
  /** Give up waiting for the work to settle after this long (default 240 s). */
  settleTimeoutMs?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface KillSendsFigures {
  orders: number;
  postbacks: number;
  kills: number;
  /** DOs in flight (send lease held) right after each kill. */
  inFlightAtKills: number[];
  settledInMs: number | null;
  dosSent: number;
  dosPendingWithReason: number;
  dosStranded: number;
  partnerHoldsNotSent: number;
  partnerGotTwice: number;
  reconciled: number;
  postbacksDelivered: number;
  postbacksUnsettled: number;
  postbacksReceivedTwice: number;
  postbacksTwiceSameKey: number;
  postbackTriesInterrupted: number;
}

export interface KillSendsResult {
  ok: boolean;
  figures: KillSendsFigures;
  lines: string[];
}

const VN1 = 4;
const NETWORK_CODE = 'FAULT-NET';
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A network's postback endpoint: answers after a delay, keeps the keys it took, counts repeats. */
async function startNetwork(delayMs: number) {
  const received: { tid: string | null; key: string | null; duplicate: boolean }[] = [];
  const taken = new Set<string>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const header = request.headers['idempotency-key'];
    const key = (Array.isArray(header) ? header[0] : header) ?? null;
    // Taken on receipt, as a network that records the conversion and then answers: an answer
    // lost to a killed process leaves the postback counted there.
    const duplicate = key !== null && taken.has(key);
    if (key !== null) taken.add(key);
    received.push({ tid: url.searchParams.get('tid'), key, duplicate });
    request.resume();
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, duplicate }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The DOs, their send jobs, the postbacks and theirs, as approvals would have queued them. */
async function seedWork(databaseUrl: string, orders: number, postbacks: number, networkUrl: string) {
  const engine = await openPostgres(databaseUrl, 4);
  try {
    await migrate(engine);
    await seedReferenceData(engine.db);
    await seedDemoUsers(engine.db);
    await runSeedSteps(engine.db, { demo: true, demoLeadsPerOrg: 0 }, ORDERS_SEEDED);
    const db = engine.db;
    const count = Math.max(orders, postbacks);
    await sql`
      INSERT INTO campaigns (org_id, code, name, network, offer_product_id)
      SELECT ${VN1}, 'FAULT-KILL', 'Fault campaign', ${NETWORK_CODE},
             (SELECT id FROM products WHERE org_id = ${VN1} AND product_type = 1 ORDER BY id LIMIT 1)`.execute(
      db,
    );
    await sql`
      WITH agent AS (SELECT min(u.id) AS id FROM users u JOIN user_roles r ON r.user_id = u.id
                     WHERE u.org_id = ${VN1} AND r.role_id = 12),
           ward AS (SELECT id, parent_id FROM address_units WHERE scheme = 'VN2025' AND level = 3 ORDER BY id LIMIT 1)
      INSERT INTO leads (org_id, campaign_id, customer_name, phone_raw, phone_e164, province_id, ward_id, street,
                         offer_product_id, assignee_id, assigned_at, lead_status, call_attempts, source_network,
                         click_id, created_at, updated_at)
      SELECT ${VN1}, (SELECT id FROM campaigns WHERE code = 'FAULT-KILL'), 'Khách hàng ' || g,
             '09' || lpad(g::text, 8, '0'), '+849' || lpad(g::text, 8, '0'), ward.parent_id, ward.id, 'Số ' || g,
             (SELECT offer_product_id FROM campaigns WHERE code = 'FAULT-KILL'), agent.id, now(), 2, 1,
             ${NETWORK_CODE}, 'click-' || g, now(), now()
      FROM generate_series(1, ${count}) AS g, agent, ward`.execute(db);
    await sql`
      INSERT INTO sale_orders (org_id, lead_id, created_by, status, currency, subtotal, amount, payment_method_id)
      SELECT l.org_id, l.id, l.assignee_id, 2, 'VND', 390000, 390000, 1
      FROM leads l WHERE l.campaign_id = (SELECT id FROM campaigns WHERE code = 'FAULT-KILL')`.execute(db);
    await sql`
      INSERT INTO sale_order_items (org_id, sale_order_id, product_id, product_type, quantity, price, amount)
      SELECT so.org_id, so.id, l.offer_product_id, 1, 1, 390000, 390000
      FROM sale_orders so JOIN leads l ON l.id = so.lead_id
      WHERE l.campaign_id = (SELECT id FROM campaigns WHERE code = 'FAULT-KILL')`.execute(db);
    // The DOs and their send jobs, as createDeliveryOrder writes them.
    await sql`
      WITH d AS (
        INSERT INTO delivery_orders (org_id, sale_order_id, status, cod_amount, partner, warehouse_id)
        SELECT so.org_id, so.id, 1, 0, NULL,
               (SELECT id FROM warehouses WHERE org_id = ${VN1} AND active ORDER BY id LIMIT 1)
        FROM sale_orders so JOIN leads l ON l.id = so.lead_id
        WHERE l.campaign_id = (SELECT id FROM campaigns WHERE code = 'FAULT-KILL')
        ORDER BY so.id LIMIT ${orders}
        RETURNING id, org_id)
      INSERT INTO jobs (kind, payload, org_id)
      SELECT 'delivery-order.send', jsonb_build_object('deliveryOrderId', d.id), d.org_id FROM d`.execute(db);
    // The postbacks and their send jobs, as queuePostback writes them ({idempotency_key} is
    // filled by each try).
    await sql`
      INSERT INTO postback_networks (org_id, code, name, url_template, payouts, currency)
      VALUES (${VN1}, ${NETWORK_CODE}, 'Fault network',
              ${`${networkUrl}/pb?tid={transaction_id}&status={status}&key={idempotency_key}`},
              '{"approved": 100000}'::jsonb, 'VND')`.execute(db);
    await sql`
      WITH p AS (
        INSERT INTO postbacks (org_id, lead_id, sale_order_id, network_id, network_code, status, transaction_id, url)
        SELECT so.org_id, so.lead_id, so.id, n.id, n.code, 'approved', so.id::text,
               ${networkUrl} || '/pb?tid=' || so.id || '&status=approved&key={idempotency_key}'
        FROM sale_orders so JOIN leads l ON l.id = so.lead_id
        JOIN postback_networks n ON n.org_id = so.org_id AND n.code = ${NETWORK_CODE}
        WHERE l.campaign_id = (SELECT id FROM campaigns WHERE code = 'FAULT-KILL')
        ORDER BY so.id LIMIT ${postbacks}
        RETURNING id, org_id)
      INSERT INTO jobs (kind, payload, org_id)
      SELECT 'postback.send', jsonb_build_object('postbackId', p.id, 'round', 1), p.org_id FROM p`.execute(
      db,
    );
    // Sends and postbacks mixed in the queue (it runs by run_at), so that kills land in both.
    await sql`UPDATE jobs SET run_at = now() - random() * interval '1 minute'
      WHERE kind IN ('delivery-order.send', 'postback.send')`.execute(db);
  } finally {
    await engine.close();
  }
}

/** The real API (apps/api/src/main.ts) as a child process; resolves once /api/health answers. */
async function startApi(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${errors}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer within 120 s: ${errors}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function one<T extends Record<string, unknown>>(client: pg.Client, text: string): Promise<T> {
  return (await client.query<T>(text)).rows[0] as T;
}

export async function run(options: KillSendsOptions = {}): Promise<KillSendsResult> {
  const serverUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('kill-sends needs a PostgreSQL server: set DATABASE_URL');
  const orders = options.orders ?? 300;
  const postbacks = options.postbacks ?? 300;
  const kills = options.kills ?? 3;
  const killAfterMs = options.killAfterMs ?? 1500;
  const answerDelayMs = options.answerDelayMs ?? 150;
  const settleTimeoutMs = options.settleTimeoutMs ?? 240_000;
  const log = options.log ?? (() => undefined);

  const database = `leadline_fault_kill_sends_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const network = await startNetwork(answerDelayMs);
  let child: ChildProcess | null = null;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    log(`seeding ${orders} DOs and ${postbacks} postbacks in ${database}`);
    await seedWork(databaseUrl, orders, postbacks, network.url);
    await client.connect();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      JOB_POLL_MS: '100',
      JOB_CONCURRENCY: '8',
      LOGISTICS_SIM_TICK_MS: '0',
      LOGISTICS_POLL_MS: '0',
      LOGISTICS_SIM_ANSWER_DELAY_MS: String(answerDelayMs),
      LOGISTICS_PARTNER_TIMEOUT_MS: '1000',
    };

    const inFlightAtKills: number[] = [];
    for (let kill = 1; kill <= kills; kill++) {
      child = await startApi(env, port);
      await sleep(killAfterMs);
      child.kill('SIGKILL');
      await exited(child);
      const { n } = await one<{ n: string }>(
        client,
        'SELECT count(*) AS n FROM delivery_orders WHERE status = 1 AND send_started_at IS NOT NULL',
      );
      inFlightAtKills.push(Number(n));
      log(`kill ${kill}: ${n} DOs in flight`);
    }
    child = await startApi(env, port);
    const settling = Date.now();
    let settledInMs: number | null = null;
    while (Date.now() - settling < settleTimeoutMs) {
      const left = await one<{ dos: string; pbs: string }>(
        client,
        `SELECT (SELECT count(*) FROM delivery_orders
                 WHERE status = 1 AND (last_send_error IS NULL OR send_started_at IS NOT NULL)) AS dos,
                (SELECT count(*) FROM postbacks WHERE state NOT IN ('delivered', 'failed')) AS pbs`,
      );
      if (Number(left.dos) === 0 && Number(left.pbs) === 0) {
        settledInMs = Date.now() - settling;
        break;
      }
      log(`settling: ${left.dos} DOs and ${left.pbs} postbacks left`);
      await sleep(5000);
    }
    child.kill('SIGTERM');
    await exited(child);
    child = null;

    const dos = await one<Record<string, string>>(
      client,
      `SELECT count(*) FILTER (WHERE d.status = 2) AS sent,
              count(*) FILTER (WHERE d.status = 1 AND last_send_error IS NOT NULL AND send_started_at IS NULL) AS pending,
              -- New with no reason, or still 'sending' (a lease nobody resolved): neither outcome.
              count(*) FILTER (WHERE d.status = 1 AND (last_send_error IS NULL OR send_started_at IS NOT NULL)) AS stranded
       FROM delivery_orders d JOIN sale_orders so ON so.id = d.sale_order_id
       JOIN leads l ON l.id = so.lead_id JOIN campaigns c ON c.id = l.campaign_id AND c.code = 'FAULT-KILL'`,
    );
    const partner = await one<Record<string, string>>(
      client,
      `SELECT count(*) FILTER (WHERE d.status = 1) AS not_sent, count(*) FILTER (WHERE p.sends > 1) AS twice
       FROM logistics_simulator_parcels p JOIN delivery_orders d ON d.id = p.delivery_order_id`,
    );
    const reconciled = await one<{ n: string }>(
      client,
      `SELECT count(*) AS n FROM history WHERE action = 'do_sent' AND changes ->> 'reconciled' = 'true'`,
    );
    const pbs = await one<Record<string, string>>(
      client,
      `SELECT count(*) FILTER (WHERE state = 'delivered') AS delivered,
              count(*) FILTER (WHERE state NOT IN ('delivered', 'failed')) AS unsettled,
              (SELECT count(*) FROM postback_attempts WHERE error = 'interrupted') AS interrupted
       FROM postbacks WHERE network_code = '${NETWORK_CODE}'`,
    );
    const byTid = new Map<string, (string | null)[]>();
    for (const hit of network.received)
      byTid.set(hit.tid ?? '', [...(byTid.get(hit.tid ?? '') ?? []), hit.key]);
    const repeated = [...byTid.values()].filter((keys) => keys.length > 1);
    const sameKey = repeated.filter((keys) => keys[0] !== null && keys.every((key) => key === keys[0]));

    const figures: KillSendsFigures = {
      orders,
      postbacks,
      kills,
      inFlightAtKills,
      settledInMs,
      dosSent: Number(dos.sent),
      dosPendingWithReason: Number(dos.pending),
      dosStranded: Number(dos.stranded),
      partnerHoldsNotSent: Number(partner.not_sent),
      partnerGotTwice: Number(partner.twice),
      reconciled: Number(reconciled.n),
      postbacksDelivered: Number(pbs.delivered),
      postbacksUnsettled: Number(pbs.unsettled),
      postbacksReceivedTwice: repeated.length,
      postbacksTwiceSameKey: sameKey.length,
      postbackTriesInterrupted: Number(pbs.interrupted),
    };
    const ok =
      figures.dosStranded === 0 &&
      figures.partnerHoldsNotSent === 0 &&
      figures.postbacksUnsettled === 0 &&
      figures.postbacksReceivedTwice === figures.postbacksTwiceSameKey;
    const lines = [
      `kill-sends: ${orders} DOs and ${postbacks} postbacks, the API SIGKILLed ${kills} times mid-send`,
      `  in flight at each kill          ${inFlightAtKills.join(', ')} DOs`,
      `  settled after the last restart  ${settledInMs === null ? `NOT within ${settleTimeoutMs / 1000} s` : `${(settledInMs / 1000).toFixed(1)} s`}`,
      `  DOs Sent                        ${figures.dosSent}`,
      `  DOs in pending shipping         ${figures.dosPendingWithReason} (with a reason)`,
      `  DOs stranded (neither)          ${figures.dosStranded}`,
      `  simulator holds, we show New    ${figures.partnerHoldsNotSent}`,
      `  simulator got a DO twice        ${figures.partnerGotTwice} (kept once, by our reference)`,
      `  sends reconciled (asked, held)  ${figures.reconciled}`,
      `  postbacks delivered             ${figures.postbacksDelivered} (${figures.postbacksUnsettled} unsettled)`,
      `  postbacks received twice        ${figures.postbacksReceivedTwice} (${figures.postbacksTwiceSameKey} with the same Idempotency-Key: de-duplicable)`,
      `  postback tries logged interrupted ${figures.postbackTriesInterrupted}`,
      `  result                          ${ok ? 'OK: nothing stranded' : 'FAILED'}`,
    ];
    return { ok, figures, lines };
  } finally {
    if (child) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await client.end().catch(() => undefined);
    await network.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await run({
    orders: Number(process.env.FAULT_ORDERS ?? 300),
    postbacks: Number(process.env.FAULT_POSTBACKS ?? 300),
    kills: Number(process.env.FAULT_KILLS ?? 3),
    log: (line) => console.error(line),
  });
  console.log(result.lines.join('\n'));
  process.exit(result.ok ? 0 : 1);
}
