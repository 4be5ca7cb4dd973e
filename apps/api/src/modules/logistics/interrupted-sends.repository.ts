import { LOGISTICS_DO_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * New DOs whose send lease ran out before `staleBefore` with no send job of `jobKind` pending or
 * running for them (system connection: the sweep is of no org). The partial indexes of the
 * sending DOs and of the DOs' send jobs keep it small.
 */
export async function interruptedSends(
  db: Kysely<Database>,
  jobKind: string,
  staleBefore: Date,
  limit: number,
): Promise<{ id: number; orgId: number; sendAttempts: number }[]> {
  return db
    .selectFrom('deliveryOrders as d')
    .select(['d.id', 'd.orgId', 'd.sendAttempts'])
    .where('d.status', '=', LOGISTICS_DO_STATUS.NEW)
    .where('d.sendStartedAt', 'is not', null)
    .where('d.sendStartedAt', '<=', staleBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs as j')
            .select(sql.lit(1).as('one'))
            .where('j.kind', '=', jobKind)
            .where('j.state', 'in', ['pending', 'running'])
            .where(sql<number>`(j.payload ->> 'deliveryOrderId')::integer`, '=', sql<number>`d.id`),
        ),
      ),
    )
    .orderBy('d.sendStartedAt')
    .limit(limit)
    .execute();
}
