import {
  AGENT_STATE,
  DEFAULT_LAYOUT_SETTINGS,
  ENDPOINTS,
  type EndpointDefinition,
  effectOf,
  type OrderListRow,
  READ_ONLY_ROLES,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../db/org-scope.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** Every call that writes and needs a session, with its path parameters filled in. */
const writes = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>)
  .filter(([, endpoint]) => endpoint.access !== 'public' && effectOf(endpoint) === 'write')
  .map(([key, endpoint]) => ({ key, endpoint, url: endpoint.path.replace(/:[A-Za-z]+/g, '1') }));

describe('read-only roles (DOMAIN.md: 28 Auditor) write nothing', () => {
  let server: TestServer;
  let auditor: string;
  let leadId: number;

  beforeAll(async () => {
    server = await startTestServer();
    auditor = await server.login('vn1.auditor');
    const manager = await server.login('vn1.manager');
    const { body } = await server.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/orders/list?limit=1',
      token: manager,
    });
    leadId = body.data[0]!.leadId;
  });
  afterAll(() => server.close());

  it('the auditor is the read-only role', () => {
    expect(READ_ONLY_ROLES).toEqual([28]);
  });

  it('the edit screen’s writes are among them (SPEC.md puts 28 in the orders group; their rows leave it out)', () => {
    expect(writes.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['saveLead', 'changePhone', 'createOrder', 'updateSaleOrder', 'startCall']),
    );
  });

  it.each(writes)(
    '$endpoint.method $endpoint.path refuses the auditor before reading the input',
    async ({ endpoint, url }) => {
      const { status, body } = await server.call({ method: endpoint.method, url, token: auditor });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 403, error: 'forbidden', data: null });
    },
  );

  it('refuses real writes with valid input and leaves the lead as it was', async () => {
    const before = await server.engine.db
      .selectFrom('leads')
      .select(['version', 'phoneRaw', 'customerName'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const attempts = [
      {
        method: 'PUT' as const,
        url: `/api/orders/lead-info/${leadId}`,
        payload: { version: before.version, customerName: 'Changed by auditor' },
      },
      {
        method: 'PUT' as const,
        url: `/api/lead/${leadId}/phone`,
        payload: { phone: '0912345678', version: before.version },
      },
      { method: 'GET' as const, url: `/api/phone/${before.phoneRaw}?leadId=${leadId}` },
    ];
    for (const attempt of attempts) {
      const { status } = await server.call({ ...attempt, token: auditor });
      expect(status, attempt.url).toBe(403);
    }
    const after = await server.engine.db
      .selectFrom('leads')
      .select(['version', 'phoneRaw', 'customerName'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('still reads: order management, its POST filter, a lead, its history and the management export', async () => {
    const list = await server.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/orders/management',
      token: auditor,
    });
    expect(list.body.code).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    const search = await server.call({
      method: 'POST',
      url: '/api/orders/management',
      token: auditor,
      payload: {},
    });
    expect(search.body.code).toBe(200);
    const detail = await server.call({
      method: 'GET',
      url: `/api/orders/detail/lead/${leadId}`,
      token: auditor,
    });
    expect(detail.body.code, detail.body.message).toBe(200);
    const history = await server.call({ method: 'GET', url: `/api/lead/${leadId}/history`, token: auditor });
    expect(history.body.code).toBe(200);
    const file = await server.app.inject({
      method: 'POST',
      url: '/api/orders/management/export/management',
      headers: { authorization: `Bearer ${auditor}` },
      payload: {},
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('still looks after its own account: layout, agent state and logout', async () => {
    const layout = await server.call({
      method: 'PUT',
      url: '/api/users/me/settings/layout',
      token: auditor,
      payload: { layout: { ...DEFAULT_LAYOUT_SETTINGS, theme: 'slate' } },
    });
    expect(layout.body.code).toBe(200);
    const me = await server.call<{ info: { userId: number } }>({
      method: 'GET',
      url: '/api/agent/me',
      token: auditor,
    });
    const state = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${me.body.data.info.userId}/activity`,
      token: auditor,
      payload: {
        activityId: 53,
        value: 'Available',
        valueCode: AGENT_STATE.AVAILABLE,
        lastValue: 'Unavailable',
        lastValueCode: AGENT_STATE.UNAVAILABLE,
      },
    });
    expect(state.status).toBeLessThan(500);
    expect(state.body.code, state.body.message).toBe(200);
    const session = await server.login('vn1.auditor');
    const out = await server.call({ method: 'POST', url: '/api/auth/logout', token: session });
    expect(out.body.code).toBe(200);
  });

  it('a read-only scope cannot write even when a handler tries', async () => {
    await expect(
      withOrgScope(server.engine.db, { orgId: 4, readOnly: true }, (trx) =>
        sql`UPDATE leads SET customer_name = customer_name WHERE id = ${leadId}`.execute(trx),
      ),
    ).rejects.toMatchObject({ code: '25006' });
  });
});
