import {
  type AgentPanel,
  APPROVED_SO_STATUSES,
  type DashboardConversion,
  type TeamPanel,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { listBoardAgents } from '../presence/index.js';
import type { DayWindow } from './dashboard-days.js';

/**
 * The agent's own day. Calls: calls_agent_started_idx (agent_id, started_at); orders:
 * sale_orders_org_created_idx; callbacks: callbacks_agent_open_idx (agent_id, scheduled_at) WHERE
 * NOT done. Each condition is the one of the list the figure opens (docs/dashboard.md).
 */
export async function agentDay(
  trx: ScopedDb,
  agentId: number,
  orgId: number,
  today: DayWindow,
): Promise<AgentPanel> {
  const calls = await trx
    .selectFrom('calls')
    .select([
      sql<number>`count(*)::int`.as('calls'),
      sql<number>`count(*) FILTER (WHERE answered_at IS NOT NULL)::int`.as('answered'),
      // Talk time: the answered part of each ended call; a call still in progress counts so far.
      sql<number>`coalesce(sum(CASE WHEN answered_at IS NULL THEN 0
        ELSE greatest(0, extract(epoch FROM coalesce(ended_at, now()) - answered_at)) END), 0)::int`.as(
        'talk',
      ),
    ])
    .where('agentId', '=', agentId)
    .where('startedAt', '>=', today.start)
    .where('startedAt', '<', today.end)
    .executeTakeFirstOrThrow();
  const orders = await trx
    .selectFrom('saleOrders')
    .select([
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(*) FILTER (WHERE status IN (${sql.join([...APPROVED_SO_STATUSES])}))::int`.as(
        'approvals',
      ),
    ])
    .where('orgId', '=', orgId)
    .where('createdBy', '=', agentId)
    .where('createdAt', '>=', today.start)
    .where('createdAt', '<', today.end)
    .executeTakeFirstOrThrow();
  const callbacks = await trx
    .selectFrom('callbacks as cb')
    .innerJoin('leads as l', 'l.id', 'cb.leadId')
    .select(sql<number>`count(*)::int`.as('due'))
    .where('cb.orgId', '=', orgId)
    .where('cb.agentId', '=', agentId)
    .where('cb.done', '=', false)
    .where('cb.scheduledAt', '>=', today.start)
    .where('cb.scheduledAt', '<', today.end)
    .executeTakeFirstOrThrow();
  return {
    day: today.to,
    calls: calls.calls,
    answeredCalls: calls.answered,
    talkSeconds: calls.talk,
    approvals: orders.approvals,
    orders: orders.orders,
    callbacksDue: callbacks.due,
  };
}

/** The group a team leader leads (the one they are in), or null: the team is then the org's agents. */
export async function teamGroupOf(trx: ScopedDb, userId: number) {
  const row = await trx
    .selectFrom('users')
    .innerJoin('agentGroups', 'agentGroups.id', 'users.agentGroupId')
    .select(['agentGroups.id', 'agentGroups.name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The active agents of the team with their state now (presence's live-board query). */
export async function teamAgents(
  trx: ScopedDb,
  orgId: number | null,
  groupId: number | null,
): Promise<TeamPanel['agents']> {
  const rows = await listBoardAgents(trx, orgId, groupId);
  return rows.map((row) => ({
    id: row.userId,
    name: row.fullName,
    state: row.value,
    stateCode: row.valueCode,
    since: row.changedAt ? new Date(row.changedAt).toISOString() : null,
  }));
}

/**
 * Conversion of the team over a window (leads: leads_org_last_call_idx (org_id, last_call_at) of
 * migration 0028 for the org, leads_org_assignee_created_idx for a group's agents; orders:
 * sale_orders_org_created_idx): leads of its agents last called in it (the order list by
 * last call, filtered by those agents) and orders its agents created in it (order management
 * filtered by agent). The agents are passed as ids so both lists' agent filter says the same.
 */
export async function teamConversion(
  trx: ScopedDb,
  orgId: number | null,
  agentIds: readonly number[] | null,
  window: DayWindow,
): Promise<DashboardConversion> {
  if (agentIds !== null && agentIds.length === 0)
    return { from: window.from, to: window.to, leadsCalled: 0, orders: 0 };
  let leads = trx
    .selectFrom('leads as l')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('l.lastCallAt', '>=', window.start)
    .where('l.lastCallAt', '<', window.end);
  let orders = trx
    .selectFrom('saleOrders as so')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('so.createdAt', '>=', window.start)
    .where('so.createdAt', '<', window.end);
  if (orgId !== null) {
    leads = leads.where('l.orgId', '=', orgId);
    orders = orders.where('so.orgId', '=', orgId);
  }
  if (agentIds !== null) {
    leads = leads.where('l.assigneeId', 'in', agentIds);
    orders = orders.where('so.createdBy', 'in', agentIds);
  }
  const called = await leads.executeTakeFirstOrThrow();
  const sold = await orders.executeTakeFirstOrThrow();
  return { from: window.from, to: window.to, leadsCalled: called.n, orders: sold.n };
}
