import { LEAD_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Statuses a demo lead had before trash, picked by its id (a fresh start shows several). */
const BEFORE_TRASH = [LEAD_STATUS.NEW, LEAD_STATUS.NO_ANSWER, LEAD_STATUS.BUSY, LEAD_STATUS.UNREACHABLE];

/**
 * The demo leads the generator put in trash get what the edit screen's save would have given
 * them (docs/trash.md): a trash reason, who trashed them (their agent, else the org's manager),
 * when (a little after their last call), the status before, and the history entry. Only leads
 * in trash without a reason are touched, so running it again changes nothing.
 */
export async function seedDemoTrash(db: Kysely<Database>): Promise<void> {
  const before = sql.raw(`ARRAY[${BEFORE_TRASH.join(', ')}]`);
  await sql`
    WITH trashed AS (
      UPDATE leads l
      SET reason_id = (SELECT r.id FROM reasons r WHERE r.kind = 'TRASH' ORDER BY r.sort, r.id
                       OFFSET l.id % (SELECT count(*) FROM reasons WHERE kind = 'TRASH') LIMIT 1),
          trashed_by = COALESCE(l.assignee_id, (
            SELECT u.id FROM users u WHERE u.org_id = l.org_id AND u.user_name LIKE '%.manager' LIMIT 1)),
          trashed_at = LEAST(now(), COALESCE(l.last_call_at, l.created_at) + interval '90 minutes'),
          status_before_trash = (${before})[(l.id / 3) % ${BEFORE_TRASH.length} + 1]
      WHERE l.lead_status = ${LEAD_STATUS.TRASH} AND l.reason_id IS NULL
      RETURNING l.id, l.org_id, l.reason_id, l.trashed_by, l.trashed_at, l.status_before_trash
    )
    INSERT INTO history (org_id, entity_type, entity_id, actor_id, action, changes, created_at)
    SELECT org_id, 'lead', id, trashed_by, 'status',
           jsonb_build_object(
             'leadStatus', jsonb_build_object('from', status_before_trash, 'to', ${LEAD_STATUS.TRASH}::integer),
             'reasonId', jsonb_build_object('from', NULL, 'to', reason_id)),
           trashed_at
    FROM trashed`.execute(db);
}
