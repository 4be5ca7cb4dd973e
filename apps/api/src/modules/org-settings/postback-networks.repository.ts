import type { PostbackNetwork, PostbackNetworkInput } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * The org's postback networks (0025, owned by modules/postbacks, which reads them when it queues a
 * postback) as the settings tab edits them; row-level security keeps them the caller's org's.
 */
const COLUMNS = ['id', 'code', 'name', 'urlTemplate', 'payouts', 'currency', 'active', 'updatedAt'] as const;

type Row = {
  id: number;
  code: string;
  name: string;
  urlTemplate: string | null;
  payouts: Record<string, number>;
  currency: string;
  active: boolean;
  updatedAt: Date;
};

const toNetwork = (row: Row): PostbackNetwork => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listNetworks(trx: ScopedDb, orgId: number): Promise<PostbackNetwork[]> {
  const rows = await trx
    .selectFrom('postbackNetworks')
    .select(COLUMNS)
    .where('orgId', '=', orgId)
    .orderBy('active', 'desc')
    .orderBy('code')
    .execute();
  return rows.map(toNetwork);
}

export async function findNetwork(trx: ScopedDb, id: number): Promise<PostbackNetwork | undefined> {
  const row = await trx
    .selectFrom('postbackNetworks')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toNetwork(row);
}

/** Another network of the org with this code (case-insensitive), the one being edited aside. */
export async function codeTaken(
  trx: ScopedDb,
  orgId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('postbackNetworks')
    .select('id')
    .where('orgId', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertNetwork(
  trx: ScopedDb,
  orgId: number,
  input: PostbackNetworkInput,
): Promise<number> {
  const row = await trx
    .insertInto('postbackNetworks')
    .values({ orgId, ...input, payouts: JSON.stringify(input.payouts) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNetwork(trx: ScopedDb, id: number, input: PostbackNetworkInput): Promise<void> {
  await trx
    .updateTable('postbackNetworks')
    .set({ ...input, payouts: JSON.stringify(input.payouts), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
