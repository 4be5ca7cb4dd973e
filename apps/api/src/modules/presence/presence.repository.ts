import { AGENT_ACTIVITY_ID, ROLE_GROUPS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A user's current agent state as stored (agent_states). */
export interface StoredState {
  userId: number;
  orgId: number;
  value: string;
  valueCode: number;
  message: string | null;
  changedAt: Date;
}

export interface StateChange {
  userId: number;
  orgId: number;
  value: string;
  valueCode: number;
  message: string | null;
  previous: { value: string; valueCode: number } | null;
  /** 'user' (the toolbar), 'login', 'logout' or 'block'. */
  source: string;
  changedBy: number | null;
  at: Date;
}

/** Takes a scoped transaction (request work) or the system connection (login, logout). */
export async function readState(db: Kysely<Database>, userId: number): Promise<StoredState | undefined> {
  return db
    .selectFrom('agentStates')
    .select(['userId', 'orgId', 'value', 'valueCode', 'message', 'changedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Stores the new current state and appends the change to the activity log. */
export async function saveState(db: Kysely<Database>, change: StateChange): Promise<StoredState> {
  const row = {
    userId: change.userId,
    orgId: change.orgId,
    activityId: AGENT_ACTIVITY_ID,
    value: change.value,
    valueCode: change.valueCode,
    message: change.message,
    changedAt: change.at,
    changedBy: change.changedBy,
  };
  await db
    .insertInto('agentStates')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({
        orgId: change.orgId,
        value: change.value,
        valueCode: change.valueCode,
        message: change.message,
        changedAt: change.at,
        changedBy: change.changedBy,
      }),
    )
    .execute();
  await db
    .insertInto('agentActivityLog')
    .values({
      orgId: change.orgId,
      userId: change.userId,
      activityId: AGENT_ACTIVITY_ID,
      value: change.value,
      valueCode: change.valueCode,
      lastValue: change.previous?.value ?? null,
      lastValueCode: change.previous?.valueCode ?? null,
      message: change.message,
      source: change.source,
      changedBy: change.changedBy,
      createdAt: change.at,
    })
    .execute();
  return {
    userId: change.userId,
    orgId: change.orgId,
    value: change.value,
    valueCode: change.valueCode,
    message: change.message,
    changedAt: change.at,
  };
}

/** A user visible in the scope (row-level security hides other orgs' users). */
export async function findVisibleUser(
  db: Kysely<Database>,
  userId: number,
): Promise<{ id: number; orgId: number; fullName: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'orgId', 'fullName'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface BoardAgentRow {
  userId: number;
  userName: string;
  fullName: string;
  orgId: number;
  value: string | null;
  valueCode: number | null;
  message: string | null;
  changedAt: Date | null;
}

const AGENT_ROLES: readonly number[] = ROLE_GROUPS.staff;

/**
 * The active agents (roles 12 and 27) of the scope, or of one org, or of one agent group, with
 * their state (the live board, and the dashboard's team panel).
 */
export async function listBoardAgents(
  db: Kysely<Database>,
  orgId: number | null,
  groupId: number | null = null,
): Promise<BoardAgentRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('agentStates', 'agentStates.userId', 'users.id')
    .select([
      'users.id as userId',
      'users.userName',
      'users.fullName',
      'users.orgId',
      'agentStates.value',
      'agentStates.valueCode',
      'agentStates.message',
      'agentStates.changedAt',
    ])
    .where('users.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles')
          .select(sql`1`.as('one'))
          .whereRef('userRoles.userId', '=', 'users.id')
          .where('userRoles.roleId', 'in', [...AGENT_ROLES]),
      ),
    );
  if (orgId !== null) query = query.where('users.orgId', '=', orgId);
  if (groupId !== null) query = query.where('users.agentGroupId', '=', groupId);
  return query.orderBy('users.orgId').orderBy('users.fullName').orderBy('users.id').execute();
}

export interface OpenCallRow {
  id: number;
  agentId: number;
  leadId: number | null;
  phone: string;
  startedAt: Date;
  answeredAt: Date | null;
}

/** The newest call of each agent with no end that started after `since`. */
export async function listOpenCalls(
  db: Kysely<Database>,
  agentIds: number[],
  since: Date,
): Promise<OpenCallRow[]> {
  if (agentIds.length === 0) return [];
  return db
    .selectFrom('calls')
    .distinctOn('agentId')
    .select(['id', 'agentId', 'leadId', 'phone', 'startedAt', 'answeredAt'])
    .where('agentId', 'in', agentIds)
    .where('endedAt', 'is', null)
    .where('startedAt', '>', since)
    .orderBy('agentId')
    .orderBy('startedAt', 'desc')
    .execute();
}

/** The state the user was in when their current In call state began (its log row's last value). */
export async function stateBeforeCall(
  db: Kysely<Database>,
  userId: number,
  inCallCode: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('agentActivityLog')
    .select('lastValueCode')
    .where('userId', '=', userId)
    .where('activityId', '=', AGENT_ACTIVITY_ID)
    .where('valueCode', '=', inCallCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.lastValueCode ?? null;
}
