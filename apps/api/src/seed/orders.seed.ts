import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedDemoCallbacks } from '../modules/callbacks/callbacks.seed.js';
import { seedDemoPaymentSettings } from '../modules/payment-qr/index.js';
import { seedDemoPostbacks } from '../modules/postbacks/postbacks.seed.js';
import { seedReferenceLists } from '../modules/reference/index.js';
import { seedDemoBankTransactions } from '../modules/transaction-verification/index.js';
import { seedDemoTrash } from '../modules/trash/trash.seed.js';
import { seedDemoAgentGroups } from './demo-agent-groups.js';
import { seedDemoLeads } from './demo-leads.js';

/**
 * Reference lists (reasons, payment methods, banks) always; the demo campaigns, leads, sale
 * orders and delivery orders of the demo orgs when asked. Idempotent.
 */
export async function seedOrders(
  db: Kysely<Database>,
  options: { demo: boolean; demoLeadsPerOrg?: number },
): Promise<void> {
  await seedReferenceLists(db);
  if (options.demo) {
    await seedDemoLeads(db, options.demoLeadsPerOrg ?? 3000);
    await seedDemoTrash(db);
    await seedDemoAgentGroups(db);
    await seedDemoPaymentSettings(db);
    await seedDemoBankTransactions(db);
    await seedDemoPostbacks(db);
    await seedDemoCallbacks(db);
    // Fresh statistics for the lists' estimated totals (list-total.ts): PGlite has no autovacuum.
    await sql`ANALYZE leads, sale_orders`.execute(db);
  }
}
