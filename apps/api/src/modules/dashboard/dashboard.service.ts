import {
  type AgentPanel,
  type DashboardRange,
  type FinancePanel,
  findOrg,
  type ManagerPanel,
  type TeamPanel,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { dayWindow } from './dashboard-days.js';
import { agentDay, teamAgents, teamConversion, teamGroupOf } from './dashboard-team.repository.js';
import { financeFigures, managerFigures } from './dashboard-trends.repository.js';

/** The days a team's conversion is also shown over (today included). */
export const TEAM_WEEK_DAYS = 7;

/**
 * The role panels. Each reads the caller's org the way its lists do (`listScope`: HQ sees every
 * org, row-level security confines the rest) and counts in the org's time zone.
 */
export async function agentPanel(trx: ScopedDb, user: SessionUser): Promise<AgentPanel> {
  const scope = listScope(user, undefined);
  return agentDay(trx, user.userId, user.orgId, await dayWindow(trx, scope.timeZone, 1));
}

export async function teamPanel(trx: ScopedDb, user: SessionUser): Promise<TeamPanel> {
  const scope = listScope(user, undefined);
  const group = await teamGroupOf(trx, user.userId);
  const agents = await teamAgents(trx, scope.orgId, group?.id ?? null);
  // A group's conversion counts its agents (the lists' agent filter); the org's counts every lead.
  const agentIds = group ? agents.map((agent) => agent.id) : null;
  const today = await dayWindow(trx, scope.timeZone, 1);
  const week = await dayWindow(trx, scope.timeZone, TEAM_WEEK_DAYS);
  const states = new Map<string, TeamPanel['states'][number]>();
  for (const agent of agents) {
    if (agent.state === null || agent.stateCode === null) continue;
    const entry = states.get(agent.state) ?? { state: agent.state, stateCode: agent.stateCode, count: 0 };
    entry.count += 1;
    states.set(agent.state, entry);
  }
  return {
    group,
    agents,
    states: [...states.values()].sort((a, b) => b.count - a.count || a.stateCode - b.stateCode),
    today: await teamConversion(trx, scope.orgId, agentIds, today),
    week: await teamConversion(trx, scope.orgId, agentIds, week),
  };
}

export async function managerPanel(
  trx: ScopedDb,
  user: SessionUser,
  days: DashboardRange,
): Promise<ManagerPanel> {
  const scope = listScope(user, undefined);
  const window = await dayWindow(trx, scope.timeZone, days);
  const figures = await managerFigures(trx, scope.orgId, scope.timeZone, window);
  return { from: window.from, to: window.to, days: window.days, ...figures };
}

export async function financePanel(
  trx: ScopedDb,
  user: SessionUser,
  days: DashboardRange,
): Promise<FinancePanel> {
  const scope = listScope(user, undefined);
  const window = await dayWindow(trx, scope.timeZone, days);
  return {
    from: window.from,
    to: window.to,
    days: window.days,
    currency: findOrg(user.orgId)?.currency ?? 'VND',
    rows: await financeFigures(trx, scope.orgId, scope.timeZone, window),
  };
}
