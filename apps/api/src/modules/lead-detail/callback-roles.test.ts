import type { OrderDetail, OrderListRow, ReferenceItem } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const DAY = 86_400_000;

/** SPEC.md 6: callbacks belong to the callback group (11, 15, 16, 12, 20, 23, 24, 27). */
describe('callbacks are the callback group’s to schedule', () => {
  let server: TestServer;
  let teamLeader: string;
  let lead: OrderListRow;
  let reasonId: number;

  const call = <T>(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    server.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer();
    teamLeader = await server.login('vn1.team-leader');
    lead = (await call<OrderListRow[]>('GET', '/api/orders/list?leadStatus=1&limit=1', teamLeader)).body
      .data[0]!;
    reasonId = (await call<ReferenceItem[]>('GET', '/api/orders/callback-reasons?code=35', teamLeader)).body
      .data[0]!.id;
    await call('GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`, teamLeader);
  });
  afterAll(() => server.close());

  it.each(['team-leader', 'logistics', 'fulfilment', 'cs'])(
    'refuses POST callback schedule to vn1.%s',
    async (slug) => {
      const token = await server.login(`vn1.${slug}`);
      const at = new Date(Date.now() + 3 * DAY).toISOString();
      const { status, body } = await call('POST', '/api/callback/schedule', token, {
        leadId: lead.leadId,
        leadStatus: 35,
        reasonId,
        scheduledAt: at,
      });
      expect(status).toBe(403);
      expect(body.error).toBe('forbidden');
    },
  );

  it('refuses a callback status saved with the lead by a team leader, and changes nothing', async () => {
    const before = (await call<OrderDetail>('GET', `/api/orders/detail/lead/${lead.leadId}`, teamLeader)).body
      .data.leadData;
    const { status, body } = await call('PUT', `/api/orders/lead-info/${lead.leadId}`, teamLeader, {
      version: before.version,
      leadStatus: 35,
      reasonId,
      callbackAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Your role cannot schedule callbacks: choose another outcome.');
    const after = (await call<OrderDetail>('GET', `/api/orders/detail/lead/${lead.leadId}`, teamLeader)).body
      .data.leadData;
    expect(after.version).toBe(before.version);
    expect(after.status).toBe(before.status);
  });
});
