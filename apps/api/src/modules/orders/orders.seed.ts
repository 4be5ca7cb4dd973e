import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { seedDemoLeads } from './demo-leads.js';
import { BANKS, PAYMENT_METHODS, REASONS } from './reference-data.js';

/**
 * Reference lists (reasons, payment methods, banks) always; the demo campaigns, leads, sale
 * orders and delivery orders of the demo orgs when asked. Idempotent.
 */
export async function seedOrders(
  db: Kysely<Database>,
  options: { demo: boolean; demoLeadsPerOrg?: number },
): Promise<void> {
  await db
    .insertInto('reasons')
    .values(REASONS)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('paymentMethods')
    .values(PAYMENT_METHODS)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('banks')
    .values(BANKS)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  if (options.demo) {
    await seedDemoLeads(db, options.demoLeadsPerOrg ?? 3000);
    // Fresh statistics for the lists' estimated totals (list-total.ts): PGlite has no autovacuum.
    await sql`ANALYZE leads, sale_orders`.execute(db);
  }
}
