import { ORG_SETTINGS_ERRORS, type PostbackNetwork, type PostbackNetworkInput } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import { sqlStateOf } from '../../http/error-handler.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import type { Actor } from './org-settings.service.js';
import {
  codeTaken,
  findNetwork,
  insertNetwork,
  listNetworks,
  updateNetwork,
} from './postback-networks.repository.js';

/** Two saves of one code at once both pass the check; the unique (org_id, code) refuses the second. */
function takenOnConflict(error: unknown): never {
  if (sqlStateOf(error) === '23505') throw ruleViolation(ORG_SETTINGS_ERRORS.NETWORK_TAKEN);
  throw error;
}

/** The Postbacks tab (docs/settings.md): the org's networks; a disabled one keeps its row and history. */
export function postbackNetworks(trx: ScopedDb, user: SessionUser): Promise<PostbackNetwork[]> {
  return listNetworks(trx, user.orgId);
}

export async function createPostbackNetwork(
  trx: ScopedDb,
  actor: Actor,
  input: PostbackNetworkInput,
): Promise<PostbackNetwork> {
  const { user } = actor;
  try {
    if (await codeTaken(trx, user.orgId, input.code)) throw ruleViolation(ORG_SETTINGS_ERRORS.NETWORK_TAKEN);
    const id = await insertNetwork(trx, user.orgId, input);
    await writeAudit(trx, {
      orgId: user.orgId,
      userId: user.userId,
      action: 'postback_network_created',
      entityType: 'postback_network',
      entityId: String(id),
      details: { to: input },
      ip: actor.ip,
    });
    const created = await findNetwork(trx, id);
    if (!created) throw notFound();
    return created;
  } catch (error) {
    return takenOnConflict(error);
  }
}

export async function updatePostbackNetwork(
  trx: ScopedDb,
  actor: Actor,
  id: number,
  input: PostbackNetworkInput,
): Promise<PostbackNetwork> {
  const { user } = actor;
  try {
    // Another org's network is invisible under row-level security: the same answer as none.
    const before = await findNetwork(trx, id);
    if (!before) throw notFound();
    if (await codeTaken(trx, user.orgId, input.code, id))
      throw ruleViolation(ORG_SETTINGS_ERRORS.NETWORK_TAKEN);
    await updateNetwork(trx, id, input);
    await writeAudit(trx, {
      orgId: user.orgId,
      userId: user.userId,
      action: before.active && !input.active ? 'postback_network_disabled' : 'postback_network_updated',
      entityType: 'postback_network',
      entityId: String(id),
      details: { from: before, to: input },
      ip: actor.ip,
    });
    const after = await findNetwork(trx, id);
    if (!after) throw notFound();
    return after;
  } catch (error) {
    return takenOnConflict(error);
  }
}
