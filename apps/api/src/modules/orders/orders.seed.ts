import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Data of the orders feature: reference data always, demo data when asked. Idempotent. */
export async function seedOrders(_db: Kysely<Database>, _options: { demo: boolean }): Promise<void> {}
