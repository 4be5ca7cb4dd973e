import { findOrg, HQ_ORG_ID, isAgentOnly } from '@leadline/contracts';
import type { SessionUser } from '../../http/session-user.js';

/** What a list call is confined to beyond row-level security: the org asked for, and the agent. */
export interface ListScope {
  /** The org to filter on (helps the planner pick the org indexes); null = every org (HQ). */
  orgId: number | null;
  /** Agents see only the leads assigned to them and the orders they created. */
  onlyAgentId: number | null;
  /** The resell list of a resell agent adds the unassigned resell leads (the pool) to theirs. */
  withPool?: boolean;
  /** The time zone dates of the filter are read in. */
  timeZone: string;
}

export function listScope(user: SessionUser, requestedOrgId: number | undefined): ListScope {
  const orgId = user.orgId === HQ_ORG_ID ? (requestedOrgId ?? null) : user.orgId;
  const timeZone = findOrg(orgId ?? user.orgId)?.timeZone ?? 'UTC';
  return { orgId, onlyAgentId: isAgentOnly(user.roles) ? user.userId : null, timeZone };
}
