/**
 * Back-test of the delivery risk (docs/delivery-risk.md, issue 28). Builds a history of its own
 * (20,000 COD orders of VN1 over 180 days; BENCH_ORDERS to change), each parcel's outcome decided
 * by the logistics simulator's structured return chance (simulator-partner.ts `returnChance`, seed
 * LOGISTICS_SIM_SEED, flat with LOGISTICS_SIM_STRUCTURE=off), then scores the orders created after
 * the cut (day 150) as of the cut, with nothing fitted or counted after it, and prints:
 *   AUC 0.xx, the share of returns caught in the riskiest 10 % and 20 % against the base rate,
 *   and the time to score 10,000 orders in one call: live, and from the history counts after their
 *   recount (what the validation list does).
 *
 *   npx tsx bench/delivery-risk.ts                      (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://… npx tsx bench/delivery-risk.ts   (its own database leadline_bench_delivery_risk)
 *   LOGISTICS_SIM_SEED=b LOGISTICS_SIM_STRUCTURE=off npx tsx bench/delivery-risk.ts
 *
 * The wards and provinces are made up for the bench (ids from 90,000,000), the phones too. Each order
 * also has an address that may lack its ward or street, a value against its campaign's usual, the
 * selling calls on its lead (talk time, attempts), and may be cancelled at validation (more often
 * for the seed's refusing phones, with the structure on): the version 3 signals and `cancelled`.
 *
 *   BENCH_LAMBDA_GRID=address,value,talk,attempts,cancelled   also prints the AUC and the riskiest
 *   20 % for λ 0.7, 1, 1.5 of each named signal (the others as SIGNAL_LAMBDA), scored from the
 *   same counts: how the λ in docs/delivery-risk.md were chosen (on seed a only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type DatabaseEngine, openPglite, openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { SIGNAL_LAMBDA } from '../apps/api/src/modules/delivery-risk/delivery-risk-score.js';
import {
  HISTORY_FRESH_MS,
  recountHistory,
  scoreOrder,
  scoreSaleOrders,
  signalCounts,
} from '../apps/api/src/modules/delivery-risk/index.js';
import {
  type ParcelTraits,
  planParcel,
  returnChance,
  SIM_DUPLICATE_DAYS,
  simulatedRefuser,
} from '../apps/api/src/modules/logistics/simulator-partner.js';
import { seedReferenceLists } from '../apps/api/src/modules/reference/reference.seed.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { seededRandom } from '../apps/api/src/shared/random/seeded-random.js';
import { benchDatabase } from './bench-database.js';

const VN1 = 4;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const DAYS = 180;
const CUT_DAY = 150;
const PROVINCES = 60;
const WARDS_PER_PROVINCE = 12;
const DUPLICATE_DAYS = SIM_DUPLICATE_DAYS;
const SEED = process.env.LOGISTICS_SIM_SEED ?? null;
const STRUCTURE = (process.env.LOGISTICS_SIM_STRUCTURE ?? 'on') !== 'off';
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 4, 1);

async function openEngine(): Promise<{ engine: DatabaseEngine; done: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const engine = await openPostgres(await benchDatabase(serverUrl, 'leadline_bench_delivery_risk'), 4);
    return { engine, done: () => engine.close() };
  }
  const folder = mkdtempSync(join(tmpdir(), 'leadline-bench-risk-'));
  const engine = await openPglite(join(folder, 'pgdata'));
  return {
    engine,
    done: async () => {
      await engine.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** AUC as the probability that a returned parcel scores above a delivered one (ties count half). */
function auc(scored: { score: number; returned: boolean }[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++)
      if (sorted[k]!.returned) {
        rankSum += rank;
        positives++;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const { engine, done } = await openEngine();
const db = engine.db;
await migrate(engine);
await seedReferenceData(db);
await seedDemoUsers(db);
await seedReferenceLists(db);

const building = performance.now();
const random = seededRandom(`${SEED ?? 'default'}:bench-history`);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

// Made-up provinces and wards (the real ones are not needed to score).
const provinces = Array.from({ length: PROVINCES }, (_, p) => 90_000_000 + p);
const wards = provinces.flatMap((province, p) =>
  Array.from({ length: WARDS_PER_PROVINCE }, (_, w) => ({ id: 90_100_000 + p * 100 + w, province })),
);
await db
  .insertInto('addressUnits')
  .values(
    provinces.map((id) => ({
      id,
      country: 'VN',
      scheme: 'VN2025',
      level: 1,
      parentId: null,
      code: null,
      name: `Bench province ${id}`,
      nameEn: null,
    })),
  )
  .onConflict((c) => c.column('id').doNothing())
  .execute();
await db
  .insertInto('addressUnits')
  .values(
    wards.map((w) => ({
      id: w.id,
      country: 'VN',
      scheme: 'VN2025',
      level: 3,
      parentId: w.province,
      code: null,
      name: `Bench ward ${w.id}`,
      nameEn: null,
    })),
  )
  .onConflict((c) => c.column('id').doNothing())
  .execute();
const agents = (await db.selectFrom('users').select('id').where('orgId', '=', VN1).execute()).map(
  (u) => u.id,
);
const paymentMethodId = (
  await db.selectFrom('paymentMethods').select('id').orderBy('id').executeTakeFirstOrThrow()
).id;
const sources = ['facebook', 'tiktok', 'google', 'affiliate'];
const campaigns = (
  await db
    .insertInto('campaigns')
    .values(
      ['A', 'B', 'C', 'D'].map((code) => ({ orgId: VN1, code: `BENCH-${code}`, name: `Bench ${code}` })),
    )
    .onConflict((c) => c.columns(['orgId', 'code']).doUpdateSet({ active: true }))
    .returning('id')
    .execute()
).map((c) => c.id);
/** Each campaign's usual order (its median: most orders are the usual). */
const usualOf = (k: number) => 290_000 + k * 100_000;
/** An order's value against its campaign's usual: mostly 1, some far above or below. */
function valueRatio(draw: number): number {
  if (draw < 0.04) return 0.3;
  if (draw < 0.1) return 2;
  if (draw < 0.15) return 3.5;
  return 1;
}

// Customers: most order once, some come back, a few order twice within days (duplicates).
interface Planned {
  phone: string;
  ward: (typeof wards)[number];
  /** The lead's address as typed: no ward, or a street too short to find. */
  noWard: boolean;
  street: string;
  campaign: number;
  amount: number;
  /** The selling calls' talk times, seconds, before the order. */
  calls: number[];
  cancelled: boolean;
  at: number;
  agent: number;
  source: string;
  status: number;
  endAt: number;
}
const planned: Planned[] = [];
const lastOrderOf = new Map<string, number>();
const customers: { phone: string; ward: (typeof wards)[number] }[] = [];
for (let i = 0; i < ORDERS; i++) {
  const at = START + (i / ORDERS) * DAYS * DAY;
  const draw = random();
  let customer: (typeof customers)[number];
  if (customers.length > 50 && draw < 0.25) customer = pick(customers);
  else if (customers.length > 0 && draw < 0.3)
    customer = customers[customers.length - 1 - Math.floor(random() * 20)] ?? pick(customers);
  else {
    customer = { phone: `+849${String(10_000_000 + customers.length).slice(-8)}`, ward: pick(wards) };
    customers.push(customer);
  }
  const last = lastOrderOf.get(customer.phone);
  lastOrderOf.set(customer.phone, at);
  // 5 % of addresses lack the ward, 7 % have a street too short (the signal's own rule).
  const addressDraw = random();
  const noWard = addressDraw < 0.05;
  const street = addressDraw < 0.12 && !noWard ? 'HN' : '1 Bench street';
  const k = Math.floor(random() * campaigns.length);
  const ratio = valueRatio(random());
  // 1 to 5 calls; a fifth of sales closed in under a minute of talk in all.
  const attempts = 1 + Math.floor(random() * random() * 5);
  const short = random() < 0.2;
  const calls = Array.from({ length: attempts }, () =>
    Math.round(short ? (random() * 55) / attempts : 60 + random() * 500),
  );
  const traits: ParcelTraits = {
    phone: customer.phone,
    wardId: noWard ? null : customer.ward.id,
    provinceId: customer.ward.province,
    duplicate: last !== undefined && at - last < DUPLICATE_DAYS * DAY,
    incompleteAddress: noWard || street.length < 5,
    valueRatio: ratio,
    talkSeconds: calls.reduce((sum, t) => sum + t, 0),
  };
  // Cancelled at validation: 4 % of orders, 30 % of the refusing phones' with the structure on.
  const cancelled = random() < (STRUCTURE && simulatedRefuser(SEED, customer.phone) ? 0.3 : 0.04);
  const chance = STRUCTURE ? returnChance(SEED, traits) : returnChance(SEED, null);
  const plan = planParcel(seededRandom(`${SEED ?? 'default'}:bench-parcel:${i}`), chance);
  const end = plan[plan.length - 1]!.event;
  planned.push({
    ...customer,
    noWard,
    street,
    campaign: campaigns[k]!,
    amount: Math.round(usualOf(k) * ratio),
    calls,
    cancelled,
    at,
    agent: pick(agents),
    source: pick(sources),
    status: end === 'delivered' ? 5 : end === 'returned' ? 6 : 8,
    // Parcels end 2 to 8 days after the order.
    endAt: at + (2 + random() * 6) * DAY,
  });
}

const ids: { id: number; at: number; status: number }[] = [];
for (let start = 0; start < planned.length; start += 1000) {
  const batch = planned.slice(start, start + 1000);
  const leads = await db
    .insertInto('leads')
    .values(
      batch.map((o) => ({
        orgId: VN1,
        customerName: 'Bench customer',
        phoneRaw: o.phone,
        phoneE164: o.phone,
        provinceId: o.ward.province,
        wardId: o.noWard ? null : o.ward.id,
        street: o.street,
        campaignId: o.campaign,
        sourceNetwork: o.source,
        createdAt: new Date(o.at),
        updatedAt: new Date(o.at),
      })),
    )
    .returning('id')
    .execute();
  const orders = await db
    .insertInto('saleOrders')
    .values(
      batch.map((o, k) => ({
        orgId: VN1,
        leadId: leads[k]!.id,
        createdBy: o.agent,
        status: o.cancelled ? 3 : 2,
        currency: 'VND',
        subtotal: o.amount,
        amount: o.amount,
        paymentMethodId,
        createdAt: new Date(o.at),
        // A cancellation is decided at validation, half a day after the order.
        updatedAt: new Date(o.cancelled ? o.at + DAY / 2 : o.at),
      })),
    )
    .returning('id')
    .execute();
  const shipped = batch.flatMap((o, k) => (o.cancelled ? [] : [{ o, id: orders[k]!.id }]));
  await db
    .insertInto('deliveryOrders')
    .values(
      shipped.map(({ o, id }) => ({
        orgId: VN1,
        saleOrderId: id,
        status: o.status,
        codAmount: o.amount,
        createdAt: new Date(o.at),
        updatedAt: new Date(o.endAt),
      })),
    )
    .execute();
  const calls = batch.flatMap((o, k) =>
    o.calls.map((talk, c) => ({
      orgId: VN1,
      leadId: leads[k]!.id,
      agentId: o.agent,
      phone: o.phone,
      // The calls end before the order: the last one closed the sale.
      startedAt: new Date(o.at - (o.calls.length - c) * 60 * 60 * 1000),
      durationSeconds: talk,
    })),
  );
  await db.insertInto('calls').values(calls).execute();
  batch.forEach((o, k) => {
    ids.push({ id: orders[k]!.id, at: o.at, status: o.cancelled ? 0 : o.status });
  });
}
await sql`ANALYZE`.execute(db);
console.log(
  `engine ${engine.kind}; seed ${SEED ?? '(default)'}; structure ${STRUCTURE ? 'on' : 'off'}; ${ORDERS.toLocaleString('en-US')} orders built in ${((performance.now() - building) / 1000).toFixed(1)} s`,
);

// The back-test: orders after the cut, scored as of the cut; lost parcels have no outcome to judge.
const cut = new Date(START + CUT_DAY * DAY);
const test = ids.filter((o) => o.at >= cut.getTime() && (o.status === 5 || o.status === 6));
const scores = await scoreSaleOrders(
  db,
  VN1,
  test.map((o) => o.id),
  cut,
);
const scored = test.map((o) => ({ score: scores.get(o.id)!.probability, returned: o.status === 6 }));
const returns = scored.filter((s) => s.returned).length;
const riskiest = [...scored].sort((a, b) => b.score - a.score);
const caught = (share: number) =>
  riskiest.slice(0, Math.round(share * riskiest.length)).filter((s) => s.returned).length / returns;
const past = ids.filter((o) => (o.status === 5 || o.status === 6) && o.at < cut.getTime());
console.log(
  `history before the cut: ${past.length} parcels with an outcome, ${((100 * past.filter((o) => o.status === 6).length) / past.length).toFixed(1)} % returned`,
);
console.log(
  `test: ${scored.length} orders after the cut, ${returns} returned (base rate ${((100 * returns) / scored.length).toFixed(1)} %)`,
);
console.log(`AUC ${auc(scored).toFixed(2)}`);
console.log(
  `returns caught in the riskiest 10 %: ${(100 * caught(0.1)).toFixed(1)} % (random: 10 %); riskiest 20 %: ${(100 * caught(0.2)).toFixed(1)} % (random: 20 %)`,
);
console.log(`cancelled at validation: ${ids.filter((o) => o.status === 0).length} orders`);

// λ per signal, rescored from the same counts (BENCH_LAMBDA_GRID: the signals to vary).
const grid = (process.env.BENCH_LAMBDA_GRID ?? '')
  .split(',')
  .filter(Boolean) as (keyof typeof SIGNAL_LAMBDA)[];
if (grid.length > 0) {
  const { counts } = await signalCounts(
    db,
    VN1,
    test.map((o) => o.id),
    cut,
  );
  for (const signal of grid) {
    const kept = SIGNAL_LAMBDA[signal];
    for (const lambda of [0, 0.7, 1, 1.5]) {
      SIGNAL_LAMBDA[signal] = lambda;
      const rescored = test.map((o) => ({
        score: scoreOrder(counts.get(o.id)!).probability,
        returned: o.status === 6,
      }));
      const top = [...rescored].sort((a, b) => b.score - a.score).slice(0, Math.round(0.2 * rescored.length));
      console.log(
        `λ ${signal} ${lambda}: AUC ${auc(rescored).toFixed(3)}, riskiest 20 % ${((100 * top.filter((s) => s.returned).length) / returns).toFixed(1)} %`,
      );
    }
    if (kept === undefined) delete SIGNAL_LAMBDA[signal];
    else SIGNAL_LAMBDA[signal] = kept;
  }
}

// Speed: 10,000 orders in one call (the target is under 1 s), as of now over the whole history:
// counted live, then from the history counts the validation list scores from (docs/delivery-risk.md
// 'History counts'), after the recount that keeps them.
const many = ids.slice(-10_000).map((o) => o.id);
await scoreSaleOrders(db, VN1, many.slice(0, 100), new Date());
async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${what} in ${Math.round(performance.now() - start)} ms`);
  return result;
}
const live = await timed(`scored ${many.length.toLocaleString('en-US')} orders live in one call`, () =>
  scoreSaleOrders(db, VN1, many, new Date()),
);
await timed('recounted the history counts', () => recountHistory(db, VN1, new Date(), HISTORY_FRESH_MS));
await scoreSaleOrders(db, VN1, many.slice(0, 100));
const fromCounts = await timed(
  `scored ${many.length.toLocaleString('en-US')} orders from the history counts in one call`,
  () => scoreSaleOrders(db, VN1, many),
);
if (fromCounts.size !== live.size) throw new Error('the history counts scored another set of orders');
await done();
