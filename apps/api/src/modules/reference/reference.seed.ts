import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { BANKS, PAYMENT_METHODS, REASONS } from './reference-data.js';

/** Reasons, payment methods and banks: the product needs them, demo or not. Idempotent. */
export async function seedReferenceLists(db: Kysely<Database>): Promise<void> {
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
}
