import {
  type CreateUserInput,
  findOrg,
  HQ_ORG_ID,
  ROLE,
  resolvePaging,
  type UpdateUserInput,
  USERS_ERRORS,
  type UserCredentials,
  type UserSearch,
  type UserSummary,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound, ruleViolation } from '../../http/app-error.js';
import { sqlStateOf } from '../../http/error-handler.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import { hashPassword } from '../auth/index.js';
import { recordDeactivated } from '../presence/index.js';
import type { PushPublisher } from '../push/index.js';
import { temporaryPassword } from './temporary-password.js';
import {
  findActiveGroup,
  findUser,
  insertUser,
  type LockedUser,
  listUsers,
  lockUser,
  type NewUserRow,
  replaceRoles,
  takenUserNames,
  updateUserRow,
} from './users.repository.js';

/**
 * Users of an org (docs/users.md). Row-level security confines every read and write to the
 * caller's org (HQ: every org); these rules add what RLS cannot know: who may give the
 * administrator role, that nobody locks themselves out, that a group is of the user's org.
 */

/**
 * Two creates of one user name at the same moment both pass the check before the insert; the
 * unique index refuses the second (23505), which is answered as the name taken, not as a fault.
 */
export function nameTakenOnConflict(messageKey: string) {
  return (error: unknown): never => {
    if (sqlStateOf(error) === '23505') throw ruleViolation(messageKey);
    throw error;
  };
}

/** Who changes a user, from where: the audit row's actor. */
export interface Actor {
  user: SessionUser;
  ip: string;
}

const userType = (roles: number[]) => (roles.length > 0 ? 'AGENT' : 'USER');

/** The org a new user (or group) joins: HQ picks any org (its own by default), anyone else their own. */
export function orgForNewUser(caller: SessionUser, requested: number | undefined): number {
  if (caller.orgId !== HQ_ORG_ID) {
    if (requested !== undefined && requested !== caller.orgId) throw forbidden(USERS_ERRORS.OTHER_ORG);
    return caller.orgId;
  }
  const orgId = requested ?? HQ_ORG_ID;
  if (orgId !== HQ_ORG_ID && !findOrg(orgId)) throw ruleViolation(USERS_ERRORS.OTHER_ORG);
  return orgId;
}

/**
 * Role 11 (Administrator) is above 16 (Org administrator): only an administrator gives it, takes
 * it away, or changes a user who holds it. The org administrator manages everyone else.
 */
export function mayGrantRoles(caller: SessionUser, roles: readonly number[]): boolean {
  return caller.roles.includes(ROLE.ADMIN) || !roles.includes(ROLE.ADMIN);
}

function assertMayGrant(caller: SessionUser, ...roleLists: (readonly number[])[]): void {
  if (roleLists.some((roles) => !mayGrantRoles(caller, roles)))
    throw forbidden(USERS_ERRORS.ADMIN_ROLE_RESERVED);
}

async function assertGroup(trx: ScopedDb, groupId: number | null, orgId: number): Promise<void> {
  if (groupId === null) return;
  const group = await findActiveGroup(trx, groupId);
  if (!group || group.orgId !== orgId) throw ruleViolation(USERS_ERRORS.GROUP_UNKNOWN);
}

async function lockVisible(trx: ScopedDb, userId: number): Promise<LockedUser> {
  // Another org's user is invisible under row-level security: the same answer as no user.
  const target = await lockUser(trx, userId);
  if (!target) throw notFound();
  return target;
}

async function summaryOf(trx: ScopedDb, userId: number): Promise<UserSummary> {
  const user = await findUser(trx, userId);
  if (!user) throw notFound();
  return user;
}

export async function searchUsers(trx: ScopedDb, search: UserSearch) {
  const page = resolvePaging(search);
  return listUsers(trx, search, page, search);
}

/**
 * In steps: a user name is unique across orgs, which the caller's scope cannot see, so it is
 * checked on the system database before the caller's transaction, and the password is hashed
 * outside it.
 */
export async function createUser(
  scope: ScopeRunner,
  systemDb: Kysely<Database>,
  actor: Actor,
  input: CreateUserInput,
): Promise<{ user: UserSummary; temporaryPassword: string }> {
  const orgId = orgForNewUser(actor.user, input.orgId);
  assertMayGrant(actor.user, input.roles);
  if ((await takenUserNames(systemDb, [input.userName])).size > 0)
    throw ruleViolation(USERS_ERRORS.USER_NAME_TAKEN);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const user = await scope(async (trx) => {
    await assertGroup(trx, input.agentGroupId, orgId);
    const id = await insertAuditedUser(
      trx,
      actor,
      { ...input, orgId, userType: userType(input.roles), passwordHash },
      {
        userName: input.userName,
        fullName: input.fullName,
        roles: input.roles,
        agentGroupId: input.agentGroupId,
        dialerMode: input.dialerMode,
        routerProcessingLeads: input.routerProcessingLeads,
      },
      now,
    );
    return summaryOf(trx, id);
  }).catch(nameTakenOnConflict('USERS.ERRORS.USER_NAME_TAKEN'));
  return { user, temporaryPassword: password };
}

/** Inserts a user with its 'user_created' audit row (the form's and the import's). */
export async function insertAuditedUser(
  trx: ScopedDb,
  actor: Actor,
  user: NewUserRow,
  details: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const id = await insertUser(trx, user, now);
  await writeAudit(trx, {
    orgId: user.orgId,
    userId: actor.user.userId,
    action: 'user_created',
    entityType: 'user',
    entityId: String(id),
    details,
    ip: actor.ip,
  });
  return id;
}

/** What changed, as {field: {from, to}}, for the audit row. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

export async function updateUser(
  trx: ScopedDb,
  actor: Actor,
  userId: number,
  input: UpdateUserInput,
): Promise<UserSummary> {
  const target = await lockVisible(trx, userId);
  const roles = target.roles ?? [];
  assertMayGrant(actor.user, roles, input.roles);
  const keepsOwnAdmin = input.roles.some((role) => role === ROLE.ADMIN || role === ROLE.ORG_ADMIN);
  if (userId === actor.user.userId && !keepsOwnAdmin) throw ruleViolation(USERS_ERRORS.NOT_SELF);
  await assertGroup(trx, input.agentGroupId, target.orgId);
  const now = new Date();
  const changes = changesOf(
    {
      fullName: target.fullName,
      roles,
      agentGroupId: target.agentGroupId,
      dialerMode: target.dialerMode,
      routerProcessingLeads: target.routerProcessingLeads,
    },
    input,
  );
  if (Object.keys(changes).length === 0) return summaryOf(trx, userId);
  await updateUserRow(
    trx,
    userId,
    {
      fullName: input.fullName,
      userType: userType(input.roles),
      agentGroupId: input.agentGroupId,
      dialerMode: input.dialerMode,
      routerProcessingLeads: input.routerProcessingLeads,
    },
    now,
  );
  if (changes.roles) await replaceRoles(trx, userId, target.orgId, input.roles);
  await writeAudit(trx, {
    orgId: target.orgId,
    userId: actor.user.userId,
    action: 'user_updated',
    entityType: 'user',
    entityId: String(userId),
    details: { changes },
    ip: actor.ip,
  });
  return summaryOf(trx, userId);
}

/**
 * Deactivating ends every session of the user at once: their tokens are refused from now on
 * (tokens_valid_after, and the session check reads `active` on every call), and their open tabs
 * are told by a push to log out. Reactivating lets them log in again with their password.
 */
export async function setUserActive(
  trx: ScopedDb,
  push: PushPublisher,
  actor: Actor,
  userId: number,
  active: boolean,
): Promise<UserSummary> {
  const target = await lockVisible(trx, userId);
  assertMayGrant(actor.user, target.roles ?? []);
  if (!active && userId === actor.user.userId) throw ruleViolation(USERS_ERRORS.NOT_SELF);
  if (target.active === active) return summaryOf(trx, userId);
  const now = new Date();
  await updateUserRow(trx, userId, active ? { active } : { active, tokensValidAfter: now }, now);
  if (!active) {
    await push.publish(
      { type: 'session.revoked', userId, reason: 'blocked', validAfter: now.getTime() },
      trx,
    );
    await recordDeactivated(trx, push, { id: userId, orgId: target.orgId }, actor.user.userId);
  }
  await writeAudit(trx, {
    orgId: target.orgId,
    userId: actor.user.userId,
    action: active ? 'user_reactivated' : 'user_deactivated',
    entityType: 'user',
    entityId: String(userId),
    ip: actor.ip,
  });
  return summaryOf(trx, userId);
}

/**
 * A temporary password, shown once to the administrator: it is expired from the start, so the
 * user must change it at the next login (the expired-password flow of SPEC.md 4), and the
 * user's open sessions end.
 */
export async function resetUserPassword(
  trx: ScopedDb,
  push: PushPublisher,
  actor: Actor,
  userId: number,
): Promise<UserCredentials> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const target = await lockVisible(trx, userId);
  assertMayGrant(actor.user, target.roles ?? []);
  const now = new Date();
  await updateUserRow(
    trx,
    userId,
    { passwordHash, passwordExpiresAt: now, passwordTemporary: true, tokensValidAfter: now },
    now,
  );
  await push.publish(
    { type: 'session.revoked', userId, reason: 'password_changed', validAfter: now.getTime() },
    trx,
  );
  await writeAudit(trx, {
    orgId: target.orgId,
    userId: actor.user.userId,
    action: 'user_password_reset',
    entityType: 'user',
    entityId: String(userId),
    ip: actor.ip,
  });
  return { userId, userName: target.userName, fullName: target.fullName, temporaryPassword: password };
}
