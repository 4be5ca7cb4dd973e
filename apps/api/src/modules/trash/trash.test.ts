import {
  type HistoryEntry,
  LEAD_STATUS,
  type OrderDetail,
  type OrderListRow,
  type TrashDetail,
  type TrashRestoreResult,
  type TrashRow,
  type TrashTrasher,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashLeadAsAgent } from '../../testing/lead-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('trash management: list, filters, paging, detail, restore, roles and isolation', () => {
  let server: TestServer;
  let manager: string;
  let agent: string;
  let thManager: string;
  let hq: string;
  /** The lead the vn1 agent trashes through the edit screen's save. */
  let trashedByAgent: number;

  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const list = (token: string, query = '') => get<TrashRow[]>(`/api/orders/trash${query}`, token);
  const search = (token: string, payload: object) =>
    server.call<TrashRow[]>({ method: 'POST', url: '/api/orders/trash', token, payload });
  const restore = (token: string, leadId: number, payload: object) =>
    server.call<TrashRestoreResult>({
      method: 'PUT',
      url: `/api/orders/trash/${leadId}/restore`,
      token,
      payload,
    });
  const trashedIdsOfOrg = async (orgId: number) =>
    (
      await server.engine.db
        .selectFrom('leads')
        .select('id')
        .where('orgId', '=', orgId)
        .where('leadStatus', '=', LEAD_STATUS.TRASH)
        .execute()
    ).map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer();
    [manager, agent, thManager, hq] = await server.loginAll(
      'vn1.manager',
      'vn1.agent',
      'th1.manager',
      'hq.admin',
    );
    // The agent trashes a New lead of theirs the way the edit screen does: a call, then the save.
    const lead = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=1', agent)).body.data[0]!;
    const saved = await trashLeadAsAgent(server, agent, lead.leadId);
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.leadData.status).toBe(LEAD_STATUS.TRASH);
    trashedByAgent = lead.leadId;
  });
  afterAll(() => server.close());

  it('lists the org’s leads in trash, newest trashed first, with reason, who, when and the status before', async () => {
    const { status, body } = await list(manager, '?limit=200');
    expect(status).toBe(200);
    const ids = await trashedIdsOfOrg(4);
    expect(ids.length).toBeGreaterThan(1);
    expect(body.total).toBe(ids.length);
    expect(body.data.map((row) => row.leadId).sort()).toEqual([...ids].sort());
    expect(body.data.every((row) => row.orgId === 4 && row.reason && row.trashedAt)).toBe(true);
    const times = body.data.map((row) => row.trashedAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    // The one trashed just now by the agent comes first, with what the save and the trigger kept.
    const first = body.data[0]!;
    expect(first).toMatchObject({
      leadId: trashedByAgent,
      reason: { id: 202, name: 'Test or fake lead' },
      trashedBy: { name: expect.any(String) },
      previousStatus: { value: LEAD_STATUS.NEW, name: 'New' },
    });
    const vi = await server.call<TrashRow[]>({
      method: 'GET',
      url: '/api/orders/trash?limit=1',
      token: manager,
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.data[0]?.reason?.name).toBe('Lead thử hoặc giả');
  });

  it('pages by offset/limit and page/size; GET and POST answer the same', async () => {
    const all = (await list(manager, '?limit=200')).body.data.map((row) => row.leadId);
    const page = await list(manager, '?offset=1&limit=2');
    expect(page.body.data.map((row) => row.leadId)).toEqual(all.slice(1, 3));
    expect(page.body.total).toBe(all.length);
    const bySize = await list(manager, '?page=1&size=2');
    expect(bySize.body.data.map((row) => row.leadId)).toEqual(all.slice(2, 4));
    const posted = await search(manager, { offset: 1, limit: 2 });
    expect(posted.body.data.map((row) => row.leadId)).toEqual(all.slice(1, 3));
    const byId = await search(manager, { limit: 200, sortBy: 'leadId', sortDirection: 'asc' });
    expect(byId.body.data.map((row) => row.leadId)).toEqual([...all].sort((a, b) => a - b));
  });

  it('filters by reason, campaign, who trashed, type, trashed days and search', async () => {
    const all = (await list(manager, '?limit=200')).body.data;
    const sample = all[1]!;
    const expectIds = (rows: TrashRow[], expected: TrashRow[]) =>
      expect(rows.map((row) => row.leadId)).toEqual(expected.map((row) => row.leadId));

    const byReason = await search(manager, { limit: 200, reasonId: [sample.reason!.id] });
    expectIds(
      byReason.body.data,
      all.filter((row) => row.reason?.id === sample.reason!.id),
    );
    const byCampaign = await list(manager, `?limit=200&campaignId=${sample.campaign!.id}`);
    expectIds(
      byCampaign.body.data,
      all.filter((row) => row.campaign?.id === sample.campaign!.id),
    );
    const byUser = await search(manager, { limit: 200, trashedBy: [sample.trashedBy!.id] });
    expectIds(
      byUser.body.data,
      all.filter((row) => row.trashedBy?.id === sample.trashedBy!.id),
    );
    const byType = await search(manager, { limit: 200, typeLead: 'lead' });
    expectIds(
      byType.body.data,
      all.filter((row) => row.typeLead === 'lead'),
    );

    const day = new Date(sample.trashedAt!).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const byDay = await search(manager, { limit: 200, dateFrom: day, dateTo: day });
    expect(byDay.body.data.map((row) => row.leadId)).toContain(sample.leadId);
    const dayOf = (row: TrashRow) =>
      new Date(row.trashedAt!).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    expect(byDay.body.data.every((row) => dayOf(row) === day)).toBe(true);

    const byId = await search(manager, { search: String(sample.leadId) });
    expect(byId.body.data.map((row) => row.leadId)).toContain(sample.leadId);
    const byName = await search(manager, { search: sample.customerName.toUpperCase() });
    expect(byName.body.data.map((row) => row.leadId)).toContain(sample.leadId);
    const byPhone = await search(manager, { search: sample.phone.slice(-7) });
    expect(byPhone.body.data.map((row) => row.leadId)).toContain(sample.leadId);
    const none = await search(manager, { search: 'no such customer anywhere' });
    expect(none.body).toMatchObject({ code: 200, data: [], total: 0 });

    const users = (await get<TrashTrasher[]>('/api/orders/trash/trashers', manager)).body.data;
    expect(users.map((user) => user.id)).toContain(sample.trashedBy!.id);
    expect(users.every((user) => user.orgId === 4)).toBe(true);
  });

  it('shows a lead in trash read-only with its history; a lead not in trash or of another org is not found', async () => {
    const { body } = await get<TrashDetail>(`/api/orders/trash/lead/${trashedByAgent}`, manager);
    expect(body.code).toBe(200);
    expect(body.data.lead).toMatchObject({ leadId: trashedByAgent, reason: { id: 202 } });
    // The newest entry may be the trash postback's delivery (docs/postbacks.md): the status is
    // looked up.
    expect(body.data.history.find((entry) => entry.action === 'status')).toMatchObject({
      action: 'status',
      summary: expect.stringMatching(/ changed the status from New to Trash\.$/),
    });
    const active = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=1', manager)).body
      .data[0]!;
    expect((await get(`/api/orders/trash/lead/${active.leadId}`, manager)).status).toBe(404);
    expect((await get(`/api/orders/trash/lead/${trashedByAgent}`, thManager)).status).toBe(404);
  });

  it('refuses the roles outside SPEC.md 6’s trash list, and keeps each org to its own', async () => {
    for (const userName of [
      'vn1.agent',
      'vn1.team-leader',
      'vn1.logistics',
      'vn1.auditor',
      'vn1.marketing',
    ]) {
      const token = userName === 'vn1.agent' ? agent : await server.login(userName);
      expect((await list(token)).status, userName).toBe(403);
      expect((await restore(token, trashedByAgent, { version: 1, note: 'x' })).status, userName).toBe(403);
    }
    for (const userName of ['vn1.validator', 'vn1.qc', 'vn1.finance', 'vn1.director', 'vn1.org-admin']) {
      expect((await list(await server.login(userName))).status, userName).toBe(200);
    }
    const th = (await list(thManager, '?limit=200')).body.data;
    expect(th.length).toBeGreaterThan(0);
    expect(th.every((row) => row.orgId === 10)).toBe(true);
    const vn1Version = (await get<TrashDetail>(`/api/orders/trash/lead/${trashedByAgent}`, manager)).body.data
      .lead.version;
    const foreign = await restore(thManager, trashedByAgent, { version: vn1Version, note: 'not mine' });
    expect(foreign.status).toBe(404);
    // HQ reads every org, or the one it picks.
    const all = await list(hq, '?limit=1');
    expect(all.body.total).toBe(
      (await trashedIdsOfOrg(4)).length + th.length + (await trashedIdsOfOrg(15)).length,
    );
    const onlyTh = await list(hq, '?limit=200&orgId=10');
    expect(onlyTh.body.data.every((row) => row.orgId === 10)).toBe(true);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    for (const query of [
      '?limit=0',
      '?reasonId=abc',
      '?dateFrom=2026-02-02&dateTo=2026-01-01',
      '?sortBy=phone',
    ]) {
      const { status, body } = await list(manager, query);
      expect(status, query).toBe(400);
      expect(body.message, query).toBeTruthy();
    }
    const before = await server.engine.db
      .selectFrom('leads')
      .select(['leadStatus', 'version'])
      .where('id', '=', trashedByAgent)
      .executeTakeFirstOrThrow();
    const noNote = await restore(manager, trashedByAgent, { version: before.version, note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toContain('Please enter the reason for restoring.');
    const noVersion = await restore(manager, trashedByAgent, { note: 'why' });
    expect(noVersion.status).toBe(400);
    const after = await server.engine.db
      .selectFrom('leads')
      .select(['leadStatus', 'version'])
      .where('id', '=', trashedByAgent)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('restores to the status before trash with history; a stale version gets 409 and a lead not in trash is refused', async () => {
    const detail = (await get<TrashDetail>(`/api/orders/trash/lead/${trashedByAgent}`, manager)).body.data;
    const stale = await restore(manager, trashedByAgent, {
      version: detail.lead.version - 1,
      note: 'old screen',
    });
    expect(stale.body.code).toBe(409);

    const { status, body } = await restore(manager, trashedByAgent, {
      version: detail.lead.version,
      note: 'The customer called back: a real order',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      leadId: trashedByAgent,
      leadStatus: { value: LEAD_STATUS.NEW, name: 'New' },
      version: detail.lead.version + 1,
    });
    const row = await server.engine.db
      .selectFrom('leads')
      .select(['leadStatus', 'reasonId', 'trashedAt', 'trashedBy', 'statusBeforeTrash'])
      .where('id', '=', trashedByAgent)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      leadStatus: LEAD_STATUS.NEW,
      reasonId: null,
      trashedAt: null,
      trashedBy: null,
      statusBeforeTrash: null,
    });
    // Back on the edit screen and the order list; its history says who restored it and why.
    const edit = await get<OrderDetail>(`/api/orders/detail/lead/${trashedByAgent}`, manager);
    expect(edit.body.code).toBe(200);
    const history = (await get<HistoryEntry[]>(`/api/lead/${trashedByAgent}/history`, manager)).body.data;
    expect(history.find((entry) => entry.action === 'restore')).toMatchObject({
      action: 'restore',
      summary: expect.stringMatching(/ restored the lead from trash as New\.$/),
      fields: expect.arrayContaining([
        {
          field: 'restoreNote',
          label: 'Reason for restoring',
          from: null,
          to: 'The customer called back: a real order',
        },
      ]),
    });
    expect((await list(manager, '?limit=200')).body.data.map((r) => r.leadId)).not.toContain(trashedByAgent);

    const again = await restore(manager, trashedByAgent, { version: detail.lead.version + 1, note: 'twice' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This lead is not in trash any more.');
  });

  it('restores a seeded lead to the status it had before trash', async () => {
    const rows = (await list(manager, '?limit=200')).body.data;
    const seeded = rows.find((row) => row.previousStatus.value !== LEAD_STATUS.NEW) ?? rows[0]!;
    const { body } = await restore(manager, seeded.leadId, { version: seeded.version, note: 'Wrong reason' });
    expect(body.data.leadStatus).toEqual(seeded.previousStatus);
    const row = await server.engine.db
      .selectFrom('leads')
      .select('leadStatus')
      .where('id', '=', seeded.leadId)
      .executeTakeFirstOrThrow();
    expect(row.leadStatus).toBe(seeded.previousStatus.value);
  });
});
