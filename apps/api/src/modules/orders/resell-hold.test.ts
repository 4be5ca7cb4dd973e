import type { HoldLeadResult, OrderListRow, ResellRouter, SaleOrderRow } from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** The resell list and its router, hold lead, and the capped totals of the lists. */
describe('resell list, resell router, hold lead and list totals', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const token = async (user: string) => {
    tokens[user] ??= await server.login(user);
    return tokens[user];
  };
  const resell = async (user: string, body: unknown = {}, query = '') =>
    server.call<OrderListRow[]>({
      method: 'POST',
      url: `/api/orders/list/resell${query}`,
      token: await token(user),
      payload: body as Record<string, unknown>,
    });
  const router = async (user: string) =>
    server.call<ResellRouter>({
      method: 'GET',
      url: '/api/orders/list/resell-router',
      token: await token(user),
    });
  const hold = async (user: string, leadId: unknown, release?: boolean) =>
    server.call<HoldLeadResult>({
      method: 'POST',
      url: '/api/orders/hold-lead',
      token: await token(user),
      payload: { leadId, ...(release === undefined ? {} : { release }) } as Record<string, unknown>,
    });
  const userId = async (userName: string) =>
    (
      await server.engine.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;
  /** Unassigned resell leads of VN1 nobody holds: the pool. */
  const poolLeads = async () =>
    (await resell('vn1.manager', { size: 200 })).body.data.filter((row) => row.agent === null && !row.hold);
  const historyActions = async (leadId: number) =>
    (
      await server.engine.db
        .selectFrom('history')
        .select('action')
        .where('entityType', '=', 'lead')
        .where('entityId', '=', leadId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  beforeAll(async () => {
    server = await startTestServer();
    // A second resell agent of VN1, to race the first one for the same lead.
    const db = server.engine.db;
    const template = await db
      .selectFrom('users')
      .selectAll()
      .where('userName', '=', 'vn1.resell-agent')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('users')
      .values({
        orgId: template.orgId,
        userName: 'vn1.resell-agent2',
        fullName: 'Đinh Văn Tài',
        passwordHash: template.passwordHash,
        passwordExpiresAt: template.passwordExpiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('userRoles')
      .values({ userId: second.id, orgId: template.orgId, roleId: 27, position: 0 })
      .execute();
  });
  afterAll(() => server.close());

  describe('resell router (routerProcessingLeads)', () => {
    afterEach(async () => {
      await server.engine.db.updateTable('users').set({ routerProcessingLeads: null }).execute();
    });

    it('sends a resell agent to the resell list and everyone else to the order list', async () => {
      expect((await router('vn1.resell-agent')).body).toMatchObject({
        code: 200,
        data: { list: 'resell', routerProcessingLeads: null },
      });
      expect((await router('vn1.agent')).body.data).toEqual({ list: 'normal', routerProcessingLeads: null });
      expect((await router('vn1.manager')).body.data.list).toBe('normal');
    });

    it('follows the user’s stored setting, but never to a list the user may not open', async () => {
      const db = server.engine.db;
      await db
        .updateTable('users')
        .set({ routerProcessingLeads: 'resell' })
        .where('userName', 'in', ['vn1.manager', 'vn1.agent'])
        .execute();
      await db
        .updateTable('users')
        .set({ routerProcessingLeads: 'normal' })
        .where('userName', '=', 'vn1.resell-agent')
        .execute();
      expect((await router('vn1.manager')).body.data).toEqual({
        list: 'resell',
        routerProcessingLeads: 'resell',
      });
      expect((await router('vn1.agent')).body.data).toEqual({
        list: 'normal',
        routerProcessingLeads: 'resell',
      });
      expect((await router('vn1.resell-agent')).body.data).toEqual({
        list: 'normal',
        routerProcessingLeads: 'normal',
      });
    });

    it('is refused to roles without the order list', async () => {
      expect((await router('vn1.cs')).status).toBe(403);
    });
  });

  describe('order list for resell', () => {
    it('lists the org’s resell leads for a manager, paged by the query', async () => {
      const all = await resell('vn1.manager', { size: 200 });
      expect(all.status).toBe(200);
      expect(all.body.total).toBeGreaterThan(3);
      expect(all.body.totalIsEstimate).toBeUndefined();
      expect(all.body.data).toHaveLength(all.body.total!);
      expect(all.body.data.every((row) => row.typeLead === 'so' && row.orgId === 4)).toBe(true);
      const page = await resell('vn1.manager', { size: 200 }, '?page=1&size=2');
      expect(page.body.data.map((row) => row.leadId)).toEqual(
        all.body.data.slice(2, 4).map((row) => row.leadId),
      );
      // The normal list of the same org counts these leads too: the resell list is a part of it.
      const normal = await server.call<OrderListRow[]>({
        method: 'POST',
        url: '/api/orders/list',
        token: await token('vn1.manager'),
        payload: { typeLead: 'so', size: 200 },
      });
      expect(normal.body.total).toBe(all.body.total);
    });

    it('shows a resell agent their resell leads and the unassigned pool, nobody else’s', async () => {
      const me = await userId('vn1.resell-agent');
      const { body } = await resell('vn1.resell-agent', { size: 200 });
      expect(body.total).toBeGreaterThan(0);
      expect(
        body.data.every((row) => row.typeLead === 'so' && (row.agent === null || row.agent.id === me)),
      ).toBe(true);
      expect(body.data.some((row) => row.agent === null)).toBe(true);
    });

    it('keeps each org to its own resell leads', async () => {
      const { body } = await resell('th1.manager', { size: 200 });
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every((row) => row.orgId === 10)).toBe(true);
    });

    it('answers a malformed filter or paging with a clear message', async () => {
      for (const [payload, query] of [
        [{ leadStatus: 'abc' }, ''],
        [{ dateFrom: 'yesterday' }, ''],
        [{ sortBy: 'password' }, ''],
        [{}, '?size=0'],
        [{}, '?page=-1'],
      ] as const) {
        const { status, body } = await resell('vn1.manager', payload, query);
        expect(status, JSON.stringify(payload) + query).toBe(400);
        expect(body.error).toBe('validation_error');
        expect(body.message).toMatch(/Invalid input/);
      }
    });

    it('is refused to a sales agent (role 12) and to roles outside the resell list', async () => {
      expect((await resell('vn1.agent')).status).toBe(403);
      expect((await resell('vn1.cs')).status).toBe(403);
    });
  });

  describe('hold lead', () => {
    it('holds a pool lead for the resell agent, takes it, shows it and writes history', async () => {
      const me = await userId('vn1.resell-agent');
      const lead = (await poolLeads())[0]!;
      const { status, body } = await hold('vn1.resell-agent', lead.leadId);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.message).toBe(`Lead ${lead.leadId} is held for you for 15 minutes.`);
      expect(body.data).toMatchObject({ leadId: lead.leadId, heldBy: me, assigneeId: me });
      const until = new Date(body.data.heldUntil!).getTime();
      expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);

      const row = (await resell('vn1.manager', { search: String(lead.leadId) })).body.data[0]!;
      expect(row.hold).toMatchObject({ agent: { id: me, name: 'Phạm Minh Tuấn' } });
      expect(row.agent?.id).toBe(me);
      expect(await historyActions(lead.leadId)).toContain('hold');

      // The edit screen now opens for the holder and answers 403 to a manager.
      const mine = await server.call({
        method: 'GET',
        url: `/api/orders/detail/so/${lead.leadId}`,
        token: await token('vn1.resell-agent'),
      });
      expect(mine.body.code).toBe(200);
      const manager = await server.call({
        method: 'GET',
        url: `/api/orders/detail/so/${lead.leadId}`,
        token: await token('vn1.manager'),
      });
      expect(manager.body.code).toBe(403);
    });

    it('lets one of two agents racing for the same lead win; the other is told it is held', async () => {
      const lead = (await poolLeads())[0]!;
      const answers = await Promise.all([
        hold('vn1.resell-agent', lead.leadId),
        hold('vn1.resell-agent2', lead.leadId),
      ]);
      const won = answers.filter((answer) => answer.status === 200);
      const lost = answers.filter((answer) => answer.status !== 200);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.status).toBe(400);
      expect(lost[0]!.body.message).toBe('Another agent is holding this lead. Try again when the hold ends.');
      const winner = won[0]!.body.data.heldBy;
      const stored = await server.engine.db
        .selectFrom('leads')
        .select(['heldBy', 'assigneeId'])
        .where('id', '=', lead.leadId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ heldBy: winner, assigneeId: winner });
      expect((await historyActions(lead.leadId)).filter((action) => action === 'hold')).toHaveLength(1);
    });

    it('refuses a reassign of a held lead until the holder releases it', async () => {
      const lead = (await poolLeads())[0]!;
      await hold('vn1.resell-agent', lead.leadId);
      const agentId = await userId('vn1.agent');
      const reassign = async () =>
        server.call({
          method: 'POST',
          url: '/api/orders/reassign',
          token: await token('vn1.manager'),
          payload: { leadIds: [lead.leadId], agentId },
        });
      const refused = await reassign();
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'A selected lead is held by another agent. Reassign it when the hold ends.',
      );
      // Another agent cannot end the hold; its holder can.
      const notMine = await hold('vn1.resell-agent2', lead.leadId, true);
      expect(notMine.status).toBe(400);
      const released = await hold('vn1.resell-agent', lead.leadId, true);
      expect(released.body).toMatchObject({
        code: 200,
        message: `Lead ${lead.leadId} is released.`,
        data: { heldBy: null, heldUntil: null },
      });
      expect(await historyActions(lead.leadId)).toEqual(expect.arrayContaining(['hold', 'release']));
      expect((await reassign()).status).toBe(200);
    });

    it('ends a hold when it runs out or when the lead is saved', async () => {
      const [first, second] = await poolLeads();
      await hold('vn1.resell-agent', first!.leadId);
      await server.engine.db
        .updateTable('leads')
        .set({ heldUntil: sql<Date>`now() - interval '1 minute'` })
        .where('id', '=', first!.leadId)
        .execute();
      const listed = (await resell('vn1.manager', { search: String(first!.leadId) })).body.data[0]!;
      expect(listed.hold).toBeNull();
      // The hold ran out: a manager may hold the lead now (the resell agent keeps it as their lead).
      expect((await hold('vn1.manager', first!.leadId)).status).toBe(200);

      await hold('vn1.resell-agent', second!.leadId);
      // A save bumps the lead's version (lead info, phone, callback): the hold ends with it.
      await server.engine.db
        .updateTable('leads')
        .set((eb) => ({ note: 'saved', version: eb('version', '+', 1) }))
        .where('id', '=', second!.leadId)
        .execute();
      const saved = await server.engine.db
        .selectFrom('leads')
        .select(['heldBy', 'heldUntil'])
        .where('id', '=', second!.leadId)
        .executeTakeFirstOrThrow();
      expect(saved).toEqual({ heldBy: null, heldUntil: null });
    });

    it('refuses a lead of another org, another agent’s lead, bad input and a lead in trash', async () => {
      const vn1Lead = (await poolLeads())[0]!;
      const denied = 'You do not have permission to view information of this lead';
      const otherOrg = await hold('th1.manager', vn1Lead.leadId);
      expect(otherOrg.status).toBe(400);
      expect(otherOrg.body.message).toBe(denied);
      const thAgent = await hold('th1.resell-agent', vn1Lead.leadId);
      expect(thAgent.body.message).toBe(denied);
      expect((await hold('vn1.manager', 999_999_999)).body.message).toBe(denied);

      // A sales agent holds only their own leads: a pool lead is not theirs to take.
      const poolForAgent = await hold('vn1.agent', vn1Lead.leadId);
      expect(poolForAgent.status).toBe(400);
      expect(poolForAgent.body.message).toBe(denied);

      for (const leadId of ['abc', -1, null]) {
        const { status, body } = await hold('vn1.manager', leadId);
        expect(status).toBe(400);
        expect(body.error).toBe('validation_error');
      }
      const trashed = (
        await server.call<OrderListRow[]>({
          method: 'GET',
          url: '/api/orders/list?leadStatus=7&limit=1',
          token: await token('vn1.manager'),
        })
      ).body.data[0]!;
      const inTrash = await hold('vn1.manager', trashed.leadId);
      expect(inTrash.status).toBe(400);
      expect(inTrash.body.message).toBe('This lead is in trash and cannot be held.');
      // Nothing changed on the refused leads.
      const untouched = await server.engine.db
        .selectFrom('leads')
        .select(['heldBy', 'assigneeId'])
        .where('id', 'in', [vn1Lead.leadId, trashed.leadId])
        .execute();
      expect(untouched.every((row) => row.heldBy === null)).toBe(true);
    });

    it('lets a sales agent hold a lead assigned to them', async () => {
      const me = await userId('vn1.agent');
      const { body } = await server.call<OrderListRow[]>({
        method: 'GET',
        url: '/api/orders/list?leadStatus=1&limit=1',
        token: await token('vn1.agent'),
      });
      const answer = await hold('vn1.agent', body.data[0]!.leadId);
      expect(answer.body.data).toMatchObject({ heldBy: me, assigneeId: me });
    });
  });

  describe('list totals', () => {
    it('are exact below the cap: the total is the number of rows', async () => {
      const list = await server.call<OrderListRow[]>({
        method: 'POST',
        url: '/api/orders/list',
        token: await token('vn1.manager'),
        payload: { size: 200 },
      });
      expect(list.body.total).toBe(120);
      expect(list.body.totalIsEstimate).toBeUndefined();
      const management = await server.call<SaleOrderRow[]>({
        method: 'POST',
        url: '/api/orders/management',
        token: await token('vn1.manager'),
        payload: { size: 200 },
      });
      expect(management.body.total).toBe(management.body.data.length);
      expect(management.body.totalIsEstimate).toBeUndefined();
    });

    it('read a positive whole LIST_TOTAL_CAP, 10,000 by default', () => {
      expect(loadConfig({}).listTotalCap).toBe(10_000);
      expect(loadConfig({ LIST_TOTAL_CAP: '20' }).listTotalCap).toBe(20);
      for (const wrong of ['0', '-5', '2.5', 'many']) {
        expect(() => loadConfig({ LIST_TOTAL_CAP: wrong })).toThrow(/LIST_TOTAL_CAP/);
      }
    });

    describe('with a small cap (LIST_TOTAL_CAP=20)', () => {
      let capped: TestServer;
      beforeAll(async () => {
        capped = await startTestServer({ LIST_TOTAL_CAP: '20' });
      });
      afterAll(async () => {
        await capped?.close();
      });

      it('are estimated and flagged above the cap, exact again for a filter under it', async () => {
        const managerToken = await capped.login('vn1.manager');
        const call = async (url: string, payload: Record<string, unknown>) =>
          capped.call<unknown[]>({ method: 'POST', url, token: managerToken, payload });
        const list = await call('/api/orders/list', {});
        expect(list.body.totalIsEstimate).toBe(true);
        expect(list.body.total).toBeGreaterThan(20);
        expect(list.body.data).toHaveLength(10);
        const management = await call('/api/orders/management', {});
        expect(management.body.totalIsEstimate).toBe(true);
        expect(management.body.total).toBeGreaterThan(20);
        const managementByStatus = await call('/api/orders/management', { leadStatus: [2], soStatus: [5] });
        expect(managementByStatus.body.totalIsEstimate).toBeUndefined();
        const narrow = await call('/api/orders/list', { leadStatus: [8], size: 200 });
        expect(narrow.body.totalIsEstimate).toBeUndefined();
        expect(narrow.body.total).toBe(narrow.body.data.length);
      });
    });
  });
});
