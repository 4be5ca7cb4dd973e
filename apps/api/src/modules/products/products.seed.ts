import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Data of the products feature: reference data always, demo data when asked. Idempotent. */
export async function seedProducts(_db: Kysely<Database>, _options: { demo: boolean }): Promise<void> {}
