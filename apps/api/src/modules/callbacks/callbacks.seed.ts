import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The demo's open callbacks, so a fresh start shows the callback screens at work: every assigned
 * demo lead in a callback status (33 to 35) gets one, with a reason of its status's kind, due at
 * a spread of times around now (a few hours overdue, later today, in the coming days), which is
 * what an agent's list holds after a few days of calls. Relative to the seeding time, like the
 * demo calls; those already due count as reminded. Idempotent: an org that has callbacks already is
 * left alone (as the demo postbacks are).
 */
export async function seedDemoCallbacks(db: Kysely<Database>): Promise<void> {
  // Asked once for all orgs, before the leads are read: every start after the first ends here
  // (seeds run at each start), and no lead-by-lead probe walks an index full of an interrupted
  // seed's dead entries.
  const orgs = await db
    .selectFrom('orgs as o')
    .select('o.id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('callbacks as c').select('c.id').whereRef('c.orgId', '=', 'o.id'))),
    )
    .execute();
  if (orgs.length === 0) return;
  await sql`
    WITH due AS (
      -- Never within the next two hours: a test database made from the seeded template a few
      -- minutes ago still has every callback of the future unreminded.
      SELECT l.*, date_trunc('minute', now())
                  + CASE WHEN l.id % 13 = 4 THEN interval '2 hours' ELSE ((l.id % 13) - 4) * interval '5 hours' END
                  + (l.id % 4) * interval '15 minutes' AS scheduled_at
      FROM leads l
      WHERE l.lead_status IN (33, 34, 35)
        AND l.assignee_id IS NOT NULL
        AND l.org_id IN (${sql.join(orgs.map((org) => org.id))})
    )
    INSERT INTO callbacks (org_id, lead_id, agent_id, scheduled_at, reason_id, reminded_at)
    SELECT l.org_id, l.id, l.assignee_id, l.scheduled_at,
           (SELECT r.id FROM reasons r
             WHERE r.kind = CASE l.lead_status WHEN 35 THEN 'CALLBACK_CONSULTING'
                                               WHEN 34 THEN 'CALLBACK_PROSPECT'
                                               ELSE 'CALLBACK_POTENTIAL' END
             ORDER BY r.id OFFSET l.id % 2 LIMIT 1),
           -- One already past was reminded when it fell due: a fresh start does not push them all.
           CASE WHEN l.scheduled_at <= now() THEN l.scheduled_at END
    FROM due l`.execute(db);
}
