import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../http/session-user.js';

export interface AuditEntry {
  orgId: number;
  userId: number | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends to the audit log; takes a scoped transaction or the system connection. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      orgId: entry.orgId,
      userId: entry.userId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Who and from where, of a signed-in caller: the audit row's user and address. */
export function auditActor(user: SessionUser): { userId: number; ip: string | null } {
  return { userId: user.userId, ip: user.sourceIp ?? null };
}

/**
 * How a secret changed, never its value: an audit row says a PBX token or a webhook secret was
 * set, changed or cleared; undefined when the change left it alone.
 */
export function secretChange(
  before: string | null | undefined,
  after: string | null | undefined,
): 'set' | 'changed' | 'cleared' | undefined {
  if ((before ?? null) === (after ?? null)) return undefined;
  if (!after) return 'cleared';
  return before ? 'changed' : 'set';
}
