import type { AgentGroup, GroupAgent, UserSummary } from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCallers, userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
const { call } = demoCallers(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const groups = async (userName: string) =>
  (await call<AgentGroup[]>(userName, 'GET', '/api/agent-groups')).body.data;
const named = async (userName: string, name: string) =>
  (await groups(userName)).find((group) => group.name === name) as AgentGroup;

async function campaignIdsOf(orgId: number): Promise<number[]> {
  const rows = await sql<{
    id: number;
  }>`SELECT id FROM campaigns WHERE org_id = ${orgId} ORDER BY id`.execute(server.engine.db);
  return rows.rows.map((row) => row.id);
}

async function auditActions(groupId: number): Promise<string[]> {
  const rows = await sql<{ action: string }>`
    SELECT action FROM audit_log WHERE entity_type = 'agent_group' AND entity_id = ${String(groupId)} ORDER BY id`.execute(
    server.engine.db,
  );
  return rows.rows.map((row) => row.action);
}

describe('agent groups', () => {
  it('lists the org’s groups with their members and campaigns; other orgs’ stay out', async () => {
    const vn1 = await groups('vn1.admin');
    expect(vn1.map((group) => group.name).sort()).toEqual(['Resell team', 'Sales team']);
    expect(vn1.every((group) => group.orgId === 4)).toBe(true);
    const sales = vn1.find((group) => group.name === 'Sales team');
    expect(sales?.memberCount).toBeGreaterThan(0);
    expect(sales?.campaigns.length).toBe((await campaignIdsOf(4)).length);
    const hq = await call<AgentGroup[]>('hq.admin', 'GET', '/api/agent-groups?orgId=10');
    expect(hq.body.data.every((group) => group.orgId === 10)).toBe(true);
    expect((await call('vn1.agent', 'GET', '/api/agent-groups')).status).toBe(403);
  });

  it('creates, renames and deactivates a group; a name is unique in the org whatever its case', async () => {
    const created = await call<AgentGroup>('vn1.admin', 'POST', '/api/agent-groups', { name: 'Night shift' });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Night shift', orgId: 4, active: true, memberCount: 0 });
    const twice = await call('vn1.admin', 'POST', '/api/agent-groups', { name: 'NIGHT SHIFT' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('A group of this name already exists.');
    const race = await Promise.all(
      ['Day shift', 'DAY SHIFT'].map((name) => call('vn1.admin', 'POST', '/api/agent-groups', { name })),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 400]);
    // Another org may use the name.
    expect((await call('th1.admin', 'POST', '/api/agent-groups', { name: 'Night shift' })).status).toBe(200);
    const id = created.body.data.id;
    const renamed = await call<AgentGroup>('vn1.admin', 'PUT', `/api/agent-groups/${id}`, {
      name: 'Evening shift',
      description: 'From 17:00',
      active: true,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Evening shift', description: 'From 17:00' });
    const off = await call<AgentGroup>('vn1.admin', 'PUT', `/api/agent-groups/${id}`, {
      name: 'Evening shift',
      description: 'From 17:00',
      active: false,
    });
    expect(off.body.data.active).toBe(false);
    expect(await auditActions(id)).toEqual([
      'agent_group_created',
      'agent_group_updated',
      'agent_group_deactivated',
    ]);
    const choices = await call<AgentGroup[]>('vn1.admin', 'GET', '/api/agent-groups?activeOnly=true');
    expect(choices.body.data.map((group) => group.name)).not.toContain('Evening shift');
    const addToInactive = await call('vn1.admin', 'POST', `/api/agent-groups/${id}/agents`, {
      userIds: [await userIdOf(server, 'vn1.agent')],
    });
    expect(addToInactive.status).toBe(400);
  });

  it('membership: an agent is in one group, adding moves them; non-agents and other orgs’ users are refused', async () => {
    const sales = await named('vn1.admin', 'Sales team');
    const resell = await named('vn1.admin', 'Resell team');
    const agent = await userIdOf(server, 'vn1.agent');
    const before = await call<GroupAgent[]>('vn1.admin', 'GET', `/api/groups/${sales.id}/agents`);
    expect(before.body.data.map((member) => member.userId)).toContain(agent);

    const moved = await call<GroupAgent[]>('vn1.admin', 'POST', `/api/agent-groups/${resell.id}/agents`, {
      userIds: [agent],
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data.map((member) => member.userId)).toContain(agent);
    const salesNow = await call<GroupAgent[]>('vn1.admin', 'GET', `/api/groups/${sales.id}/agents`);
    expect(salesNow.body.data.map((member) => member.userId)).not.toContain(agent);
    const user = await call<UserSummary>('vn1.admin', 'GET', `/api/users/${agent}`);
    expect(user.body.data.agentGroup?.id).toBe(resell.id);

    const teamLeader = await userIdOf(server, 'vn1.team-leader');
    const thAgent = await userIdOf(server, 'th1.agent');
    for (const userIds of [[teamLeader], [thAgent], [agent, thAgent]]) {
      const refused = await call('vn1.admin', 'POST', `/api/agent-groups/${sales.id}/agents`, { userIds });
      expect(refused.status, JSON.stringify(userIds)).toBe(400);
    }
    const thRow = await sql<{
      agentGroupId: number | null;
    }>`SELECT agent_group_id FROM users WHERE id = ${thAgent}`.execute(server.engine.db);
    expect(thRow.rows[0]?.agentGroupId).not.toBe(sales.id);

    const removed = await call<GroupAgent[]>(
      'vn1.admin',
      'DELETE',
      `/api/agent-groups/${resell.id}/agents/${agent}`,
    );
    expect(removed.body.data.map((member) => member.userId)).not.toContain(agent);
    const again = await call('vn1.admin', 'DELETE', `/api/agent-groups/${resell.id}/agents/${agent}`);
    expect(again.status).toBe(400);
    expect(await auditActions(resell.id)).toEqual([
      'agent_group_members_added',
      'agent_group_member_removed',
    ]);
  });

  it('the database keeps an agent’s group in the agent’s org', async () => {
    const thGroup = (await groups('th1.admin'))[0] as AgentGroup;
    const agent = await userIdOf(server, 'vn1.agent');
    await expect(
      sql`UPDATE users SET agent_group_id = ${thGroup.id} WHERE id = ${agent}`.execute(server.engine.db),
    ).rejects.toThrow();
  });

  it('campaigns: set the org’s campaigns; another org’s campaign is refused', async () => {
    const sales = await named('vn1.admin', 'Sales team');
    const [first] = await campaignIdsOf(4);
    const set = await call<AgentGroup>('vn1.admin', 'PUT', `/api/agent-groups/${sales.id}/campaigns`, {
      campaignIds: [first],
    });
    expect(set.status, set.body.message).toBe(200);
    expect(set.body.data.campaigns.map((campaign) => campaign.id)).toEqual([first]);
    const [thCampaign] = await campaignIdsOf(10);
    const refused = await call('vn1.admin', 'PUT', `/api/agent-groups/${sales.id}/campaigns`, {
      campaignIds: [first, thCampaign],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A campaign is not one of the organisation.');
    expect((await named('vn1.admin', 'Sales team')).campaigns.map((campaign) => campaign.id)).toEqual([
      first,
    ]);
  });

  it('another org’s group is not found for reading or writing', async () => {
    const thGroup = (await groups('th1.admin'))[0] as AgentGroup;
    const attempts = [
      call('vn1.admin', 'GET', `/api/groups/${thGroup.id}/agents`),
      call('vn1.admin', 'PUT', `/api/agent-groups/${thGroup.id}`, { name: 'Mine', active: true }),
      call('vn1.admin', 'POST', `/api/agent-groups/${thGroup.id}/agents`, {
        userIds: [await userIdOf(server, 'vn1.agent')],
      }),
      call('vn1.admin', 'PUT', `/api/agent-groups/${thGroup.id}/campaigns`, { campaignIds: [] }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(404);
    expect((await groups('th1.admin')).find((group) => group.id === thGroup.id)?.name).toBe(thGroup.name);
  });

  it('GET groups/{id}/agents (SPEC.md 7.8) answers team leaders; agents may not', async () => {
    const sales = await named('vn1.admin', 'Sales team');
    expect((await call('vn1.team-leader', 'GET', `/api/groups/${sales.id}/agents`)).status).toBe(200);
    expect((await call('vn1.agent', 'GET', `/api/groups/${sales.id}/agents`)).status).toBe(403);
    expect((await call('vn1.team-leader', 'POST', '/api/agent-groups', { name: 'Mine' })).status).toBe(403);
  });
});
