/**
 * Bulk distribution at scale (docs/distribution.md): BENCH_LEADS (default 100,000) undistributed
 * leads of a VN1 campaign are dealt to a group of BENCH_AGENTS (default 300) agents through POST
 * /api/bulk-distribution/{campaignId}/0/group, the way the screen does it (the statement picks FOR
 * UPDATE SKIP LOCKED, deals round-robin and writes each lead's history; the call also audits and
 * pushes). Printed beside one bare SQL statement doing the same assignment (round-robin UPDATE, no
 * lock pass, no history) on as many leads of a second campaign, as the ratio. Targets: under 2 s,
 * within 2x of the bare statement.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/distribute.ts
 *
 * Runs in its own database (leadline_bench_distribute), rebuilt at every run.
 */

import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { benchConfig, benchDatabase, requirePostgresServer, signIn } from './bench-database.js';

const serverUrl = requirePostgresServer('bench/distribute.ts');
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 300);
const DATABASE = 'leadline_bench_distribute';
const VN1 = 4;

const benchUrl = await benchDatabase(serverUrl, DATABASE);
const engine = await openPostgres(benchUrl, 10);
const config = benchConfig(benchUrl);
await migrate(engine);
await seedReferenceData(engine.db);
await seedDemoUsers(engine.db);

// Two campaigns of LEADS undistributed leads each (one for the API, one for the bare statement),
// one group of AGENTS agents working both.
const seeding = performance.now();
const db = engine.db;
const campaigns: Record<'api' | 'bare', number> = { api: 0, bare: 0 };
for (const kind of ['api', 'bare'] as const) {
  const campaign = await db
    .insertInto('campaigns')
    .values({ orgId: VN1, code: `BENCH-DIST-${kind.toUpperCase()}`, name: `Bench distribution ${kind}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  campaigns[kind] = campaign.id;
  const list = await db
    .insertInto('callingLists')
    .values({ orgId: VN1, campaignId: campaign.id, name: `Bench list ${kind}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO leads (org_id, campaign_id, calling_list_id, customer_name, phone_raw, phone_e164, created_at, updated_at)
    SELECT ${VN1}, ${campaign.id}, ${list.id}, 'Khách hàng ' || g, '09' || lpad(g::text, 8, '0'),
           '+849' || lpad(g::text, 8, '0'), now() - make_interval(secs => g), now()
    FROM generate_series(1, ${LEADS}) AS g`.execute(db);
}
const group = await db
  .insertInto('agentGroups')
  .values({ orgId: VN1, name: 'Bench team' })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('agentGroupCampaigns')
  .values(Object.values(campaigns).map((campaignId) => ({ groupId: group.id, campaignId, orgId: VN1 })))
  .execute();
await sql`
  WITH template AS (SELECT password_hash, password_expires_at FROM users WHERE user_name = 'vn1.agent'),
  created AS (
    INSERT INTO users (org_id, user_name, full_name, password_hash, password_expires_at, agent_group_id)
    SELECT ${VN1}, 'vn1.bench-agent' || g, 'Bench agent ' || g, t.password_hash, t.password_expires_at, ${group.id}
    FROM generate_series(1, ${AGENTS}) AS g, template t
    RETURNING id
  )
  INSERT INTO user_roles (user_id, org_id, role_id, position) SELECT id, ${VN1}, 12, 0 FROM created`.execute(
  db,
);
await sql`ANALYZE`.execute(db);
console.log(
  `seeded ${(2 * LEADS).toLocaleString('en-US')} undistributed leads and ${AGENTS} agents in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

const { app } = await buildApp(config, engine);
const token = await signIn(app, config, 'vn1.team-leader');

const started = performance.now();
const response = await app.inject({
  method: 'POST',
  url: `/api/bulk-distribution/${campaigns.api}/0/group`,
  headers: { authorization: `Bearer ${token}` },
  payload: { groupId: group.id, count: LEADS },
});
const apiMs = performance.now() - started;
const body = response.json() as {
  code: number;
  message: string;
  data: { distributed: number; shares: { count: number }[] };
};
if (body.code !== 200) throw new Error(`distribution refused: ${body.code} ${body.message}`);
await app.close();
const counts = body.data.shares.map((share) => share.count);

// The same assignment, bare: one statement numbering the oldest undistributed leads and dealing
// them round-robin to the same agents.
const agentIds = (
  await db.selectFrom('users').select('id').where('agentGroupId', '=', group.id).orderBy('id').execute()
).map((row) => row.id);
const raw = new pg.Client({ connectionString: benchUrl });
await raw.connect();
const bareStart = performance.now();
const bare = await raw.query(
  `WITH picked AS (
     SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS n FROM leads
     WHERE campaign_id = $1 AND assignee_id IS NULL ORDER BY created_at, id LIMIT $2
   )
   UPDATE leads l SET assignee_id = ($3::int[])[(p.n % array_length($3::int[], 1)) + 1],
     assigned_at = now(), version = l.version + 1, updated_at = now()
   FROM picked p WHERE l.id = p.id`,
  [campaigns.bare, LEADS, agentIds],
);
const bareMs = performance.now() - bareStart;
await raw.end();
await engine.close();

console.log(
  `\n${LEADS.toLocaleString('en-US')} leads of VN1 to ${AGENTS} agents (targets: < 2 s, within 2x of the bare statement)\n`,
);
console.log(`distribution (API)     ${(apiMs / 1000).toFixed(2)} s, ${body.data.distributed} leads`);
console.log(`shares                 ${Math.min(...counts)} to ${Math.max(...counts)} leads per agent`);
console.log(`bare SQL assignment    ${(bareMs / 1000).toFixed(2)} s, ${bare.rowCount} leads`);
console.log(`ratio                  ${(apiMs / bareMs).toFixed(2)}x the bare statement`);
