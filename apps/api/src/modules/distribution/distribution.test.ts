import {
  type DistributeResult,
  type DistributionAgent,
  type DistributionCampaign,
  type DistributionRow,
  LEAD_STATUS,
  ORG_ID,
  type PushEvent,
  type RecallResult,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignWithList } from '../../testing/campaign-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const AGENTS = 7;
const LEADS = 1000;

/**
 * Bulk distribution (docs/distribution.md) on a campaign of its own: 1,000 fresh leads in one
 * calling list, a group of 7 agents working it. Each test starts from every lead undistributed.
 */
describe('bulk distribution: even shares, no double assignment, recall by status, isolation', () => {
  let server: TestServer;
  let leader: string;
  let campaignId: number;
  let callingListId: number;
  let groupId: number;
  let agentIds: number[];

  const call = <T>(method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const toGroup = (token: string, payload: object, list = callingListId) =>
    call<DistributeResult>('POST', `/api/bulk-distribution/${campaignId}/${list}/group`, token, payload);
  const toAgents = (token: string, payload: object, list = callingListId) =>
    call<DistributeResult>('POST', `/api/bulk-distribution/${campaignId}/${list}/agent`, token, payload);
  const recall = (token: string, payload: object) =>
    call<RecallResult>('POST', `/api/bulk-distribution/${campaignId}/recall`, token, payload);
  const tab = (token: string, name: string, payload: object = {}) =>
    call<DistributionRow[]>('POST', `/api/bulk-distribution/${campaignId}?tab=${name}`, token, payload);
  const held = async () =>
    (
      await sql<{ assigneeId: number | null; n: number }>`
        SELECT assignee_id, count(*)::integer AS n FROM leads WHERE campaign_id = ${campaignId}
        GROUP BY assignee_id`.execute(server.engine.db)
    ).rows;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.engine.db;
    leader = await server.login('vn1.team-leader');
    ({ campaignId, callingListId } = await campaignWithList(db, {
      orgId: ORG_ID.VN1,
      code: 'DIST-TEST',
      name: 'Distribution test',
      listName: 'Distribution test list',
    }));
    const group = await db
      .insertInto('agentGroups')
      .values({ orgId: ORG_ID.VN1, name: 'Distribution test team' })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    await db.insertInto('agentGroupCampaigns').values({ groupId, campaignId, orgId: ORG_ID.VN1 }).execute();
    const template = await db
      .selectFrom('users')
      .selectAll()
      .where('userName', '=', 'vn1.agent')
      .executeTakeFirstOrThrow();
    agentIds = [];
    for (let n = 1; n <= AGENTS; n++) {
      const agent = await db
        .insertInto('users')
        .values({
          orgId: ORG_ID.VN1,
          userName: `vn1.dist-agent${n}`,
          fullName: `Nhân viên phân phối ${n}`,
          passwordHash: template.passwordHash,
          passwordExpiresAt: template.passwordExpiresAt,
          agentGroupId: groupId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('userRoles')
        .values({ userId: agent.id, orgId: ORG_ID.VN1, roleId: 12, position: 0 })
        .execute();
      agentIds.push(agent.id);
    }
    await sql`
      INSERT INTO leads (org_id, campaign_id, calling_list_id, customer_name, phone_raw, created_at)
      SELECT ${ORG_ID.VN1}, ${campaignId}, ${callingListId}, 'Khách ' || n, '0900' || lpad(n::text, 6, '0'),
        now() - make_interval(secs => n)
      FROM generate_series(1, ${LEADS}) AS n`.execute(db);
  }, 120_000);
  afterAll(() => server.close());

  beforeEach(async () => {
    await sql`UPDATE leads SET assignee_id = NULL, assigned_at = NULL, lead_status = 1
      WHERE campaign_id = ${campaignId}`.execute(server.engine.db);
    await sql`DELETE FROM agent_states WHERE user_id = ANY(${agentIds}::integer[])`.execute(server.engine.db);
  });

  it('lists the campaign with its undistributed leads, and its calling lists on the leads tab', async () => {
    const campaigns = await call<DistributionCampaign[]>('GET', '/api/bulk-distribution/campaigns', leader);
    expect(campaigns.body.data.find((c) => c.id === campaignId)).toMatchObject({
      distributedLeads: 0,
      undistributedLeads: LEADS,
    });
    const rows = (await tab(leader, 'LEADS_TAB')).body.data;
    expect(rows.map((row) => [row.callingListID, row.undistributedLeads])).toEqual([
      [0, LEADS],
      [callingListId, LEADS],
    ]);
    const agents = await call<DistributionAgent[]>(
      'GET',
      `/api/bulk-distribution/${campaignId}/agents`,
      leader,
    );
    expect(agents.body.data.map((agent) => agent.id)).toEqual(agentIds);
    expect(agents.body.data.every((agent) => agent.away && agent.state === 'Logout')).toBe(true);
  });

  it('deals 1,000 leads to a group of 7 agents in shares that differ by at most one, with history and audit', async () => {
    const { status, body } = await toGroup(leader, { groupId });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.distributed).toBe(LEADS);
    const counts = body.data.shares.map((share) => share.count);
    expect(counts).toHaveLength(AGENTS);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(LEADS);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    // What the database holds agrees: every lead held, the same shares.
    const rows = await held();
    expect(rows.find((row) => row.assigneeId === null)).toBeUndefined();
    expect(rows.map((row) => row.n).sort()).toEqual([...counts].sort());
    const history = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM history h
      JOIN leads l ON l.id = h.entity_id AND h.entity_type = 'lead'
      WHERE l.campaign_id = ${campaignId} AND h.action = 'distribute'`.execute(server.engine.db);
    expect(history.rows[0]?.n).toBeGreaterThanOrEqual(LEADS);
    const audit = await server.engine.db
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('action', '=', 'distribution.distribute')
      .where('entityId', '=', String(campaignId))
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    // The groups and agents tabs show what is held, by status.
    const groups = (await tab(leader, 'GROUPS_TAB')).body.data;
    expect(groups.find((row) => row.groups?.id === groupId)).toMatchObject({
      distributedLeads: LEADS,
      leadStatus: `New (${LEADS});`,
    });
    const agents = (await tab(leader, 'AGENTS_TAB')).body.data;
    expect(
      agents
        .filter((row) => agentIds.includes(row.user?.id ?? 0))
        .map((row) => row.distributedLeads)
        .sort(),
    ).toEqual([...counts].sort());
    expect((await tab(leader, 'LEADS_TAB')).body.data[0]).toMatchObject({
      distributedLeads: LEADS,
      undistributedLeads: 0,
    });
  });

  it('two distributions of the same leads at once never assign one lead twice', async () => {
    const half = [agentIds.slice(0, 3), agentIds.slice(3)];
    const before = await sql<{ id: number }>`SELECT coalesce(max(id), 0)::integer AS id FROM history`.execute(
      server.engine.db,
    );
    const [first, second] = await Promise.all([
      toAgents(leader, { agentIds: half[0], count: 700 }),
      toAgents(leader, { agentIds: half[1], count: 700 }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // 1,400 asked for, 1,000 there: together they took each lead once.
    expect(first.body.data.distributed + second.body.data.distributed).toBe(LEADS);
    const rows = await held();
    expect(rows.find((row) => row.assigneeId === null)).toBeUndefined();
    const twice = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM (
        SELECT h.entity_id FROM history h JOIN leads l ON l.id = h.entity_id AND h.entity_type = 'lead'
        WHERE l.campaign_id = ${campaignId} AND h.action = 'distribute'
          AND h.id > ${before.rows[0]?.id ?? 0}
        GROUP BY h.entity_id HAVING count(*) > 1) AS t`.execute(server.engine.db);
    expect(twice.rows[0]?.n).toBe(0);
    for (const result of [first, second]) {
      const counts = result.body.data.shares.map((share) => share.count);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('recall by status returns exactly the leads of the agent in that status, and leaves the others held', async () => {
    await toGroup(leader, { groupId, count: 140 });
    const agent = agentIds[0]!;
    await sql`UPDATE leads SET lead_status = ${LEAD_STATUS.BUSY}
      WHERE id IN (SELECT id FROM leads WHERE assignee_id = ${agent} ORDER BY id LIMIT 7)`.execute(
      server.engine.db,
    );
    await sql`UPDATE leads SET lead_status = ${LEAD_STATUS.NO_ANSWER}
      WHERE assignee_id = ${agentIds[1]!} AND id IN (SELECT id FROM leads WHERE assignee_id = ${agentIds[1]!} LIMIT 3)`.execute(
      server.engine.db,
    );
    const busy = (
      await server.engine.db
        .selectFrom('leads')
        .select('id')
        .where('assigneeId', '=', agent)
        .where('leadStatus', '=', LEAD_STATUS.BUSY)
        .execute()
    ).map((row) => row.id);
    expect(busy).toHaveLength(7);
    const view = await call<DistributionRow[]>(
      'POST',
      `/api/bulk-distribution/${campaignId}/recall/view?tab=AGENTS_TAB`,
      leader,
      {},
    );
    const row = view.body.data.find((r) => r.user?.id === agent)!;
    expect(row.recallAttributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ leadStatusMark: LEAD_STATUS.BUSY, sizeOfLeadsStatus: 7 }),
      ]),
    );
    expect(row.leadStatus).toMatch(/Busy \(7\);/);

    // A lead the agent approved stays theirs: a recall takes back only leads still being worked.
    await sql`UPDATE leads SET lead_status = ${LEAD_STATUS.APPROVED}
      WHERE id = (SELECT id FROM leads WHERE assignee_id = ${agent} AND lead_status = 1 ORDER BY id LIMIT 1)`.execute(
      server.engine.db,
    );
    // The recall view no longer offers the Approved lead.
    const viewAfter = await call<DistributionRow[]>(
      'POST',
      `/api/bulk-distribution/${campaignId}/recall/view?tab=AGENTS_TAB`,
      leader,
      {},
    );
    const offered = viewAfter.body.data.find((r) => r.user?.id === agent)!.recallAttributes;
    expect(offered.map((s) => s.leadStatusMark).sort()).toEqual([LEAD_STATUS.NEW, LEAD_STATUS.BUSY]);
    const { status, body } = await recall(leader, {
      agentId: agent,
      leadStatuses: [LEAD_STATUS.BUSY, LEAD_STATUS.APPROVED],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.leadIds).toEqual([...busy].sort((a, b) => a - b));
    expect(body.data.recalled).toBe(7);
    const after = await server.engine.db
      .selectFrom('leads')
      .select(['id', 'assigneeId'])
      .where('id', 'in', busy)
      .execute();
    expect(after.every((lead) => lead.assigneeId === null)).toBe(true);
    // The agent keeps their New and Approved leads (20 - 7), the other agent their No answer ones.
    const kept = await server.engine.db
      .selectFrom('leads')
      .select('id')
      .where('assigneeId', '=', agent)
      .execute();
    expect(kept).toHaveLength(13);
    // By group: the group's No answer leads, from whoever of it holds them.
    const byGroup = await recall(leader, { groupId, leadStatuses: [LEAD_STATUS.NO_ANSWER] });
    expect(byGroup.body.data).toMatchObject({ recalled: 3, shares: [{ agentId: agentIds[1], count: 3 }] });
  });

  it('leaves out agents on Break or logged out when asked, and deals to the others', async () => {
    await sql`INSERT INTO agent_states (user_id, org_id, value, value_code)
      SELECT id, ${ORG_ID.VN1}, 'Available', 1 FROM unnest(${agentIds.slice(1)}::integer[]) AS id`.execute(
      server.engine.db,
    );
    await sql`UPDATE agent_states SET value = 'Break', value_code = 3 WHERE user_id = ${agentIds[1]!}`.execute(
      server.engine.db,
    );
    const { body } = await toGroup(leader, { groupId, count: 100, skipAway: true }, 0);
    expect(body.data.skippedAgentIds.sort()).toEqual([agentIds[0], agentIds[1]].sort());
    expect(body.data.shares.map((share) => share.count)).toEqual([20, 20, 20, 20, 20]);
  });

  it('pushes leads.assignment to the agents a distribution or a recall touched, on commit', async () => {
    const events: PushEvent[] = [];
    // The push hub's NOTIFY channel (modules/push/push-hub.ts PUSH_CHANNEL): what every API process hears.
    const unlisten = await server.engine.listen('leadline_push', (payload) => {
      const event = JSON.parse(payload) as PushEvent;
      if (event.type === 'leads.assignment') events.push(event);
    });
    try {
      await toAgents(leader, { agentIds: agentIds.slice(0, 2), count: 4 });
      await recall(leader, { agentId: agentIds[1]!, leadStatuses: [LEAD_STATUS.NEW] });
      await expect.poll(() => events.length).toBe(2);
      expect(events[0]).toMatchObject({
        orgId: ORG_ID.VN1,
        action: 'distribute',
        agentIds: agentIds.slice(0, 2),
      });
      expect(events[1]).toMatchObject({ orgId: ORG_ID.VN1, action: 'recall', agentIds: [agentIds[1]] });
      // A refused distribution (rolled back) pushes nothing.
      await toAgents(leader, { agentIds: [agentIds[0], 1] });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toHaveLength(2);
    } finally {
      await unlisten();
    }
  });

  it('lets HQ (org 0) distribute and recall in the campaign’s org', async () => {
    const hq = await server.login('hq.admin');
    const campaigns = await call<DistributionCampaign[]>(
      'GET',
      '/api/bulk-distribution/campaigns?orgId=4',
      hq,
    );
    expect(campaigns.body.data.some((c) => c.id === campaignId)).toBe(true);
    const dealt = await toGroup(hq, { groupId, count: 14 });
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    expect(dealt.body.data.shares.map((share) => share.count)).toEqual(Array(AGENTS).fill(2));
    const back = await recall(hq, { groupId, leadStatuses: [LEAD_STATUS.NEW] });
    expect(back.body.data.recalled).toBe(14);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const wrongList = await toGroup(leader, { groupId }, 999_999);
    expect(wrongList.status).toBe(400);
    const notAgent = await toAgents(leader, { agentIds: [agentIds[0], 1] });
    expect(notAgent.status).toBe(400);
    expect(notAgent.body.message).toMatch(/not an active agent/);
    const neither = await recall(leader, { leadStatuses: [1] });
    expect(neither.status).toBe(400);
    const noCount = await toGroup(leader, { groupId, count: 0 });
    expect(noCount.status).toBe(400);
    expect((await held()).find((row) => row.assigneeId !== null)).toBeUndefined();
  });

  it('refuses a user of another org, and roles outside distribution', async () => {
    const th = await server.login('th1.team-leader');
    expect((await tab(th, 'LEADS_TAB')).status).toBe(404);
    expect((await toGroup(th, { groupId })).status).toBe(404);
    expect((await recall(th, { groupId, leadStatuses: [1] })).status).toBe(404);
    const thCampaigns = await call<DistributionCampaign[]>('GET', '/api/bulk-distribution/campaigns', th);
    expect(thCampaigns.body.data.some((c) => c.id === campaignId)).toBe(false);
    const agent = await server.login('vn1.agent');
    expect((await toGroup(agent, { groupId })).status).toBe(403);
    expect((await tab(agent, 'LEADS_TAB')).status).toBe(403);
    expect((await held()).find((row) => row.assigneeId !== null)).toBeUndefined();
  });
});
