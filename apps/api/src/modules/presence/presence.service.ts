import {
  AGENT_STATE,
  AGENT_STATE_NAME,
  type AgentActivityChange,
  type AgentActivityState,
  HQ_ORG_ID,
  LIVE_CALL_MAX_AGE_MS,
  type LiveBoardRow,
  PRESENCE_ERRORS,
  ROLE,
  ROLE_GROUPS,
  reasonRequired,
  SELECTABLE_AGENT_STATES,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import { revokeTokensBefore } from '../auth/index.js';
import type { PushPublisher } from '../push/index.js';
import {
  findVisibleUser,
  listBoardAgents,
  listOpenCalls,
  readState,
  type StoredState,
  saveState,
  stateBeforeCall,
} from './presence.repository.js';

type Db = Kysely<Database>;

const LOGOUT = { value: AGENT_STATE_NAME[AGENT_STATE.LOGOUT] as string, valueCode: AGENT_STATE.LOGOUT };
const MONITOR_ROLES: readonly number[] = ROLE_GROUPS.monitor;

/** A user who never had a state counts as logged out. */
function toActivityState(userId: number, state: StoredState | undefined): AgentActivityState {
  return state
    ? {
        userId,
        value: state.value,
        valueCode: state.valueCode,
        message: state.message,
        changedAt: state.changedAt.toISOString(),
      }
    : { userId, ...LOGOUT, message: null, changedAt: null };
}

/**
 * Stores a state with its log row and pushes it to the user's tabs and the org's monitors, in
 * the caller's transaction (the push leaves on commit).
 */
async function applyState(
  db: Db,
  push: PushPublisher,
  target: { id: number; orgId: number },
  change: { valueCode: number; message: string | null; source: string; changedBy: number | null },
  previous: StoredState | undefined,
): Promise<StoredState> {
  const stored = await saveState(db, {
    userId: target.id,
    orgId: target.orgId,
    value: AGENT_STATE_NAME[change.valueCode] ?? String(change.valueCode),
    valueCode: change.valueCode,
    message: change.message,
    previous: previous ?? LOGOUT,
    source: change.source,
    changedBy: change.changedBy,
    at: new Date(),
  });
  await push.publish(
    {
      type: 'agent.state',
      userId: stored.userId,
      orgId: stored.orgId,
      value: stored.value,
      code: stored.valueCode,
      message: stored.message,
      changedAt: stored.changedAt.toISOString(),
    },
    db,
  );
  return stored;
}

/**
 * POST agent/by-id/{userId}/activity (SPEC.md 4, 5): a user changes their own state to one of
 * Available, Break, Busy, Unavailable. Break and Busy from Available need a reason; from any
 * other state they change at once. The stored state, not the client's lastValue, decides.
 */
export async function changeOwnState(
  trx: ScopedDb,
  push: PushPublisher,
  user: SessionUser,
  userId: number,
  body: AgentActivityChange,
): Promise<AgentActivityState> {
  if (userId !== user.userId) throw ruleViolation(PRESENCE_ERRORS.NOT_YOUR_STATUS);
  const code = body.valueCode;
  if (!(SELECTABLE_AGENT_STATES as readonly number[]).includes(code))
    throw ruleViolation(PRESENCE_ERRORS.UNKNOWN_STATE);
  const message = body.message?.trim() || null;
  const previous = await readState(trx, user.userId);
  if (reasonRequired(previous?.valueCode ?? null, code) && !message)
    throw ruleViolation(PRESENCE_ERRORS.REASON_REQUIRED);
  // Choosing the state one is in changes nothing and logs nothing.
  if (previous && previous.valueCode === code && (message === null || message === previous.message))
    return toActivityState(user.userId, previous);
  const stored = await applyState(
    trx,
    push,
    { id: user.userId, orgId: user.orgId },
    { valueCode: code, message, source: 'user', changedBy: user.userId },
    previous,
  );
  return toActivityState(user.userId, stored);
}

/**
 * An agent is In call while a call of theirs is live (supervisors see it on the live board), and
 * back in the state they were in when it ends, unless they changed state during the call. A
 * logged-out user (a call from the API alone) is left as they are. Runs in the caller's
 * transaction, so the state and the call change together.
 */
export async function followCall(
  db: Db,
  push: PushPublisher,
  agent: { id: number; orgId: number },
  phase: 'started' | 'ended',
): Promise<void> {
  const current = await readState(db, agent.id);
  if (!current || current.valueCode === AGENT_STATE.LOGOUT) return;
  const change = { message: null, source: 'telephony', changedBy: null };
  if (phase === 'started') {
    if (current.valueCode === AGENT_STATE.IN_CALL) return;
    await applyState(db, push, agent, { ...change, valueCode: AGENT_STATE.IN_CALL }, current);
    return;
  }
  if (current.valueCode !== AGENT_STATE.IN_CALL) return;
  const before = await stateBeforeCall(db, agent.id, AGENT_STATE.IN_CALL);
  const back = before === null || before === AGENT_STATE.LOGOUT ? AGENT_STATE.AVAILABLE : before;
  await applyState(db, push, agent, { ...change, valueCode: back }, current);
}

/** The user's current state code (Logout for one who never had a state). */
export async function stateOf(db: Db, userId: number): Promise<number> {
  return (await readState(db, userId))?.valueCode ?? AGENT_STATE.LOGOUT;
}

/** GET agent/by-id/{userId}/activity/instant: one's own state, or an agent's for the monitor group. */
export async function readInstantState(
  trx: ScopedDb,
  user: SessionUser,
  userId: number,
): Promise<AgentActivityState> {
  const isMonitor = user.roles.some((role) => MONITOR_ROLES.includes(role));
  if (userId !== user.userId && !isMonitor) throw forbidden();
  if (!(await findVisibleUser(trx, userId))) throw notFound();
  return toActivityState(userId, await readState(trx, userId));
}

/** SPEC.md 4: a login sets Unavailable (code 8); the log keeps what it came from (Logout 2 normally). */
export async function recordLogin(db: Db, push: PushPublisher, user: { id: number; orgId: number }) {
  await signIn(db, push, user, { keepWorkingState: false });
}

/**
 * A user who logged in with an expired password is signed in to presence once they have changed
 * it: Unavailable, from Logout. A user already signed in keeps the state they have.
 */
export async function recordSignInAfterPasswordChange(
  db: Db,
  push: PushPublisher,
  user: { id: number; orgId: number },
) {
  await signIn(db, push, user, { keepWorkingState: true });
}

/** Unavailable by a sign-in; `keepWorkingState`: a user not in Logout keeps the state they have. */
async function signIn(
  db: Db,
  push: PushPublisher,
  user: { id: number; orgId: number },
  options: { keepWorkingState: boolean },
) {
  await db.transaction().execute(async (trx) => {
    const previous = await readState(trx, user.id);
    if (options.keepWorkingState && previous && previous.valueCode !== AGENT_STATE.LOGOUT) return;
    await applyState(
      trx,
      push,
      user,
      { valueCode: AGENT_STATE.UNAVAILABLE, message: null, source: 'login', changedBy: user.id },
      previous,
    );
  });
}

/**
 * A deactivated user is logged out of presence at once, in the deactivation's own transaction: the
 * live board and the distribution dialogs stop counting them as working (Logout 2).
 */
export async function recordDeactivated(
  trx: Db,
  push: PushPublisher,
  target: { id: number; orgId: number },
  changedBy: number,
): Promise<void> {
  const previous = await readState(trx, target.id);
  if (previous?.valueCode === AGENT_STATE.LOGOUT) return;
  await applyState(
    trx,
    push,
    target,
    { valueCode: AGENT_STATE.LOGOUT, message: null, source: 'deactivated', changedBy },
    previous,
  );
}

/** SPEC.md 4: an agent (role 12) may log out only while Unavailable; other roles always. */
export async function checkLogoutAllowed(db: Db, user: SessionUser): Promise<void> {
  if (!user.roles.includes(ROLE.AGENT)) return;
  const state = await readState(db, user.userId);
  // A user with no state yet (logged in before presence existed) is not held back, nor one who never
  // got to work (still Logout: an expired password not yet changed).
  if (state && state.valueCode !== AGENT_STATE.UNAVAILABLE && state.valueCode !== AGENT_STATE.LOGOUT)
    throw ruleViolation(PRESENCE_ERRORS.LOGOUT_NEEDS_UNAVAILABLE);
}

/**
 * After the tokens were revoked at `revokedAt`: the state becomes Logout (code 2), and the user's
 * other tabs are told their session ended.
 */
export async function recordLogout(db: Db, push: PushPublisher, user: SessionUser, revokedAt: Date) {
  await db.transaction().execute(async (trx) => {
    const previous = await readState(trx, user.userId);
    if (previous?.valueCode !== AGENT_STATE.LOGOUT)
      await applyState(
        trx,
        push,
        { id: user.userId, orgId: user.orgId },
        { valueCode: AGENT_STATE.LOGOUT, message: null, source: 'logout', changedBy: user.userId },
        previous,
      );
    await push.publish(
      { type: 'session.revoked', userId: user.userId, reason: 'logout', validAfter: revokedAt.getTime() },
      trx,
    );
  });
}

/**
 * POST agent/by-id/{userId}/block (admin group): every token of the user stops working, the
 * state becomes Logout with the message, and their tabs show the block warning, then log out.
 * The account stays usable: the user may log in again (a lasting lock is users.blocked_reason).
 */
export async function blockAgent(
  trx: ScopedDb,
  push: PushPublisher,
  admin: SessionUser,
  userId: number,
  message: string,
  ip: string,
): Promise<void> {
  if (userId === admin.userId) throw ruleViolation(PRESENCE_ERRORS.CANNOT_BLOCK_SELF);
  const target = await findVisibleUser(trx, userId);
  if (!target) throw notFound();
  await revokeTokensBefore(trx, userId, new Date());
  const previous = await readState(trx, userId);
  await applyState(
    trx,
    push,
    target,
    { valueCode: AGENT_STATE.LOGOUT, message, source: 'block', changedBy: admin.userId },
    previous,
  );
  await push.publish({ type: 'agent.block', userId, message }, trx);
  await writeAudit(trx, {
    orgId: target.orgId,
    userId: admin.userId,
    action: 'agent_blocked',
    entityType: 'user',
    entityId: String(userId),
    details: { message },
    ip,
  });
}

/** The live board: every agent of the scope (HQ: of one org when asked) with state and open call. */
export async function liveBoard(
  trx: ScopedDb,
  user: SessionUser,
  requestedOrgId: number | undefined,
  now = new Date(),
): Promise<LiveBoardRow[]> {
  const orgId = user.orgId === HQ_ORG_ID ? (requestedOrgId ?? null) : user.orgId;
  const agents = await listBoardAgents(trx, orgId);
  const calls = await listOpenCalls(
    trx,
    agents.map((agent) => agent.userId),
    new Date(now.getTime() - LIVE_CALL_MAX_AGE_MS),
  );
  const callOf = new Map(calls.map((call) => [call.agentId, call]));
  return agents.map((agent) => {
    const call = callOf.get(agent.userId);
    return {
      userId: agent.userId,
      userName: agent.userName,
      fullName: agent.fullName,
      orgId: agent.orgId,
      value: agent.value ?? LOGOUT.value,
      valueCode: agent.valueCode ?? LOGOUT.valueCode,
      message: agent.message,
      changedAt: agent.changedAt?.toISOString() ?? null,
      call: call
        ? {
            callId: call.id,
            leadId: call.leadId,
            phone: call.phone,
            state: call.answeredAt ? ('answered' as const) : ('ringing' as const),
            startedAt: call.startedAt.toISOString(),
            answeredAt: call.answeredAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** The auth module's session hooks: login and logout set the agent state (SPEC.md 4). */
export function presenceSessionHooks(db: Db, push: PushPublisher) {
  return {
    afterLogin: (user: { id: number; orgId: number }) => recordLogin(db, push, user),
    beforeLogout: (user: SessionUser) => checkLogoutAllowed(db, user),
    afterLogout: (user: SessionUser, revokedAt: Date) => recordLogout(db, push, user, revokedAt),
  };
}
