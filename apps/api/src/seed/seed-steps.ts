import { type Kysely, sql } from 'kysely';
import type { SeedOptions, SeedStep } from '../api-module.js';
import type { Database } from '../db/schema.js';
import { API_MODULES } from '../modules/index.generated.js';
import { seedDemoLeads } from './demo-leads.js';

/**
 * The seed's own steps, between the modules' (each module's manifest names its steps and their
 * numbers; a step comes after the rows it refers to): the demo leads with their sale and delivery
 * orders come after the addresses (10), products (20) and reference lists (30), before every demo
 * step that reads leads; the statistics come after the last demo rows of leads and sale orders.
 */
const SEED_STEPS: readonly SeedStep[] = [
  { order: 40, demo: true, run: (db, options) => seedDemoLeads(db, options.demoLeadsPerOrg ?? 3000) },
  // Fresh statistics for the lists' estimated totals (list-total.ts): PGlite has no autovacuum.
  {
    order: 110,
    demo: true,
    run: async (db) => {
      await sql`ANALYZE leads, sale_orders`.execute(db);
    },
  },
];

/** Every step, the modules' and the seed's, in order; two steps may not share a number. */
export function seedSteps(modules = API_MODULES): SeedStep[] {
  const steps = [...SEED_STEPS, ...modules.flatMap((module) => module.seeds ?? [])];
  const numbers = steps.map((step) => step.order);
  const shared = numbers.filter((order, index) => numbers.indexOf(order) !== index);
  if (shared.length > 0) throw new Error(`seed steps share the numbers ${shared.join(', ')}`);
  return steps.sort((a, b) => a.order - b.order);
}

/** The last step of the demo leads and orders: the benches seed up to it, and no further. */
export const ORDERS_SEEDED = 110;

/** The reference lists, and the demo data when asked (idempotent, every step), up to `through`. */
export async function runSeedSteps(
  db: Kysely<Database>,
  options: SeedOptions,
  through = Number.POSITIVE_INFINITY,
): Promise<void> {
  for (const step of seedSteps())
    if (step.order <= through && (!step.demo || options.demo)) await step.run(db, options);
}
