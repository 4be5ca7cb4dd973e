import {
  type AgentPanel,
  APPROVED_SO_STATUSES,
  CASH_EXPECTED_DO_STATUSES,
  DELIVERED_SO_STATUSES,
  type FinancePanel,
  type ManagerPanel,
  ORG_ID,
  type ShippingRow,
  type TeamPanel,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/auth-helpers.js';
import { deliveryOrderMaker } from '../../testing/logistics-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * docs/dashboard.md: every figure of a role panel equals the total of the list it summarises, asked
 * through that list's own endpoint with the same filter.
 */
describe('dashboard: the role panels agree with their lists', () => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
  });
  afterAll(() => server.close());

  const tokenOf = async (user: string) => {
    const known = tokens.get(user);
    if (known) return known;
    const token = await server.login(user);
    tokens.set(user, token);
    return token;
  };
  const panel = async <T>(user: string, url: string) =>
    server.call<T>({ method: 'GET', url, token: await tokenOf(user) });
  /** A list's total through its endpoint. */
  const total = async (
    user: string,
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, unknown>,
  ) => {
    const { status, body } = await server.call<unknown[]>({
      method,
      url,
      token: await tokenOf(user),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    });
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    return { total: body.total ?? 0, rows: body.data };
  };

  it('an agent’s calls, talk time, orders, approvals and callbacks of today', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const now = Date.now();
    // A call of today, answered for 90 s: the agent's calls and talk time must take it in.
    await server.engine.db
      .insertInto('calls')
      .values({
        orgId: ORG_ID.VN1,
        agentId,
        phone: '0901234567',
        startedAt: new Date(now - 120_000),
        answeredAt: new Date(now - 100_000),
        endedAt: new Date(now - 10_000),
        durationSeconds: 90,
        disposition: 'answered',
        state: 'ended',
      })
      .execute();
    const { status, body } = await panel<AgentPanel>('vn1.agent', '/api/dashboard/agent');
    expect(status).toBe(200);
    const figures = body.data;
    const day = { dateFrom: figures.day, dateTo: figures.day };
    const calls = await total('vn1.manager', 'GET', '/api/cdrs', {
      ...day,
      agentId: String(agentId),
      limit: '1',
    });
    expect(figures.calls).toBe(calls.total);
    expect(figures.calls).toBeGreaterThan(0);
    expect(figures.answeredCalls).toBeGreaterThan(0);
    expect(figures.talkSeconds).toBeGreaterThanOrEqual(90);
    const orders = await total('vn1.agent', 'POST', '/api/orders/management', { ...day, limit: 1 });
    expect(figures.orders).toBe(orders.total);
    const approved = await total('vn1.agent', 'POST', '/api/orders/management', {
      ...day,
      soStatus: [...APPROVED_SO_STATUSES],
      limit: 1,
    });
    expect(figures.approvals).toBe(approved.total);
    const due = await total('vn1.agent', 'GET', '/api/callbacks', {
      scope: 'mine',
      due: 'today',
      limit: '1',
    });
    expect(figures.callbacksDue).toBe(due.total);

    // Another agent's panel does not count this call.
    const other = await panel<AgentPanel>('th1.agent', '/api/dashboard/agent');
    expect(other.status).toBe(200);
    const thCalls = await server.engine.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agentId', '=', await userIdOf(server, 'th1.agent'))
      .where('startedAt', '>=', new Date(now - 86_400_000))
      .executeTakeFirstOrThrow();
    expect(other.body.data.calls).toBeLessThanOrEqual(Number(thCalls.n));
  });

  it('a team leader’s team by state and its conversion today and over 7 days', async () => {
    const { status, body } = await panel<TeamPanel>('vn1.team-leader', '/api/dashboard/team');
    expect(status).toBe(200);
    const team = body.data;
    expect(team.agents.length).toBeGreaterThan(0);
    expect(team.states.reduce((sum, entry) => sum + entry.count, 0)).toBe(
      team.agents.filter((agent) => agent.state !== null).length,
    );
    const agentFilter = team.group ? { agentId: team.agents.map((agent) => agent.id) } : {};
    for (const window of [team.today, team.week]) {
      const range = { dateFrom: window.from, dateTo: window.to };
      const called = await total('vn1.team-leader', 'POST', '/api/orders/list', {
        ...range,
        ...agentFilter,
        dateField: 'lastCallAt',
        limit: 1,
      });
      expect(window.leadsCalled).toBe(called.total);
      const orders = await total('vn1.team-leader', 'POST', '/api/orders/management', {
        ...range,
        ...agentFilter,
        limit: 1,
      });
      expect(window.orders).toBe(orders.total);
    }
    expect(team.week.leadsCalled).toBeGreaterThanOrEqual(team.today.leadsCalled);
  });

  it('a manager’s leads, orders, approvals and deliveries by campaign and day, for their org only', async () => {
    const { status, body } = await panel<ManagerPanel>('vn1.manager', '/api/dashboard/manager?days=30');
    expect(status).toBe(200);
    const figures = body.data;
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toBe(figures.to);
    const withCampaign = figures.rows
      .filter((row) => row.campaignId !== null)
      .sort((a, b) => b.orders + b.leads - (a.orders + a.leads));
    expect(withCampaign.length).toBeGreaterThan(0);
    for (const row of withCampaign.slice(0, 3)) {
      const filter = { campaignId: [row.campaignId], dateFrom: row.day, dateTo: row.day, limit: 1 };
      expect(row.leads).toBe((await total('vn1.manager', 'POST', '/api/orders/list', filter)).total);
      expect(row.orders).toBe((await total('vn1.manager', 'POST', '/api/orders/management', filter)).total);
      const approved = { ...filter, soStatus: [...APPROVED_SO_STATUSES] };
      expect(row.approved).toBe(
        (await total('vn1.manager', 'POST', '/api/orders/management', approved)).total,
      );
      const delivered = { ...filter, soStatus: [...DELIVERED_SO_STATUSES] };
      expect(row.delivered).toBe(
        (await total('vn1.manager', 'POST', '/api/orders/management', delivered)).total,
      );
    }
    // The whole window, every campaign: the lists without a campaign filter.
    const window = { dateFrom: figures.from, dateTo: figures.to, limit: 1 };
    const sum = (key: 'leads' | 'orders') => figures.rows.reduce((acc, row) => acc + row[key], 0);
    expect(sum('leads')).toBe((await total('vn1.manager', 'POST', '/api/orders/list', window)).total);
    expect(sum('orders')).toBe((await total('vn1.manager', 'POST', '/api/orders/management', window)).total);
    // Campaign names are the org's own; Thailand's manager counts other leads.
    const th = await panel<ManagerPanel>('th1.manager', '/api/dashboard/manager?days=30');
    const thIds = new Set(th.body.data.campaigns.map((campaign) => campaign.id));
    expect(figures.campaigns.some((campaign) => thIds.has(campaign.id))).toBe(false);
  });

  it('finance: cash expected, collected and mismatched by partner and day', async () => {
    const db = server.engine.db;
    const before = await panel<FinancePanel>('vn1.finance', '/api/dashboard/finance?days=30');
    const today = before.body.data.to;
    // Today's parcels: one delivered by Kerry and reconciled as matched, one in transit with DHL
    // reported short (mismatched), and a Thai parcel Vietnam's figures must not count.
    const newDeliveryOrder = deliveryOrderMaker(db);
    const kerry = await newDeliveryOrder('VN1', 'KERRY');
    const dhl = await newDeliveryOrder('VN1', 'DHL');
    const thai = await newDeliveryOrder('TH1', 'KERRY');
    await db.updateTable('deliveryOrders').set({ status: 5 }).where('id', 'in', [kerry, thai]).execute();
    await db.updateTable('deliveryOrders').set({ status: 4 }).where('id', '=', dhl).execute();
    const cod = async (id: number) =>
      Number(
        (
          await db
            .selectFrom('deliveryOrders')
            .select('codAmount')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).codAmount,
      );
    const imported = await db
      .insertInto('reconciliationImports')
      .values({
        orgId: ORG_ID.VN1,
        contentHash: 'dashboard-test',
        rowCount: 2,
        matched: 1,
        mismatched: 1,
        pending: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = { orgId: ORG_ID.VN1, importId: imported.id, currency: 'VND', reportedOn: today, fee: 0 };
    await db
      .insertInto('reconciliationRows')
      .values([
        {
          ...row,
          fileRow: 2,
          deliveryOrderId: kerry,
          reportedStatus: 5,
          codCollected: await cod(kerry),
          result: 'matched',
          doStatus: 5,
          expectedCod: await cod(kerry),
          difference: 0,
        },
        {
          ...row,
          fileRow: 3,
          deliveryOrderId: dhl,
          reportedStatus: 5,
          codCollected: 10_000,
          result: 'mismatched',
          reason: 'STATUS_AND_AMOUNT_DIFFER',
          doStatus: 4,
          expectedCod: 0,
          difference: 10_000,
        },
      ])
      .execute();

    const { status, body } = await panel<FinancePanel>('vn1.finance', '/api/dashboard/finance?days=30');
    expect(status).toBe(200);
    const figures = body.data;
    expect(figures.currency).toBe('VND');
    const todayKerry = figures.rows.find((entry) => entry.day === today && entry.partner === 'KERRY');
    expect(todayKerry?.expectedCount).toBeGreaterThan(0);
    expect(todayKerry?.collectedCount).toBeGreaterThan(0);
    const todayDhl = figures.rows.find((entry) => entry.day === today && entry.partner === 'DHL');
    expect(todayDhl?.mismatchedCount).toBeGreaterThan(0);
    for (const entry of figures.rows.filter((candidate) => candidate.expectedCount > 0)) {
      const list = await total('vn1.finance', 'POST', '/api/shipping/orders', {
        partner: entry.partner,
        status: [...CASH_EXPECTED_DO_STATUSES],
        dateFrom: entry.day,
        dateTo: entry.day,
        limit: 200,
      });
      expect(entry.expectedCount).toBe(list.total);
      expect(entry.expected).toBe(
        (list.rows as ShippingRow[]).reduce((acc, item) => acc + item.codAmount, 0),
      );
    }
    const reconciledDays = [
      ...new Set(
        figures.rows
          .filter((entry) => entry.collectedCount + entry.mismatchedCount > 0)
          .map((entry) => entry.day),
      ),
    ];
    for (const day of reconciledDays) {
      const ofDay = figures.rows.filter((entry) => entry.day === day);
      for (const tab of ['matched', 'mismatched'] as const) {
        const list = await total(
          'vn1.finance',
          'POST',
          '/api/reconciliations/delivery-orders?page=0&size=200',
          {
            tab,
            dateFrom: day,
            dateTo: day,
          },
        );
        const count = ofDay.reduce(
          (acc, entry) => acc + (tab === 'matched' ? entry.collectedCount : entry.mismatchedCount),
          0,
        );
        expect(count).toBe(list.total);
      }
    }
    // Thailand's finance user counts their parcel in baht, over the default 14 days.
    const th = await panel<FinancePanel>('th1.finance', '/api/dashboard/finance');
    expect(th.body.data.currency).toBe('THB');
    expect(th.body.data.days).toHaveLength(14);
    const thKerry = th.body.data.rows.find(
      (entry) => entry.day === th.body.data.to && entry.partner === 'KERRY',
    );
    expect(thKerry?.expected).toBeGreaterThanOrEqual(await cod(thai));
  });

  it('refuses roles outside each panel’s set and a range it does not offer', async () => {
    const refused: [string, string][] = [
      ['vn1.manager', '/api/dashboard/agent'],
      ['vn1.finance', '/api/dashboard/agent'],
      ['vn1.agent', '/api/dashboard/team'],
      ['vn1.validator', '/api/dashboard/team'],
      ['vn1.agent', '/api/dashboard/manager'],
      ['vn1.team-leader', '/api/dashboard/manager'],
      ['vn1.finance', '/api/dashboard/manager'],
      ['vn1.manager', '/api/dashboard/finance'],
      ['vn1.agent', '/api/dashboard/finance'],
      ['vn1.cs', '/api/dashboard/finance'],
    ];
    for (const [user, url] of refused) expect((await panel(user, url)).status, `${user} ${url}`).toBe(403);
    const bad = await panel('vn1.manager', '/api/dashboard/manager?days=7');
    expect(bad.status).toBe(400);
  });
});
