import type { OrderDetail, OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** A save records only what a call can give, never New, Duplicated or the uncall status. */
describe('the outcomes a save may record', () => {
  let server: TestServer;
  let agent: string;
  let leads: OrderListRow[];

  const detail = (leadId: number) =>
    server.call<OrderDetail>({ method: 'GET', url: `/api/orders/detail/lead/${leadId}`, token: agent });
  const save = (leadId: number, payload: object) =>
    server.call<OrderDetail>({
      method: 'PUT',
      url: `/api/orders/lead-info/${leadId}`,
      token: agent,
      payload,
    });

  beforeAll(async () => {
    server = await startTestServer();
    agent = await server.login('vn1.agent');
    leads = (
      await server.call<OrderListRow[]>({
        method: 'GET',
        url: '/api/orders/list?leadStatus=4&limit=5',
        token: agent,
      })
    ).body.data;
  });
  afterAll(() => server.close());

  it('refuses New, Duplicated and the uncall status on a called lead, and changes nothing', async () => {
    const lead = leads[0];
    if (!lead) throw new Error('the demo agent has no Busy lead');
    const dialled = await server.call({
      method: 'GET',
      url: `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
      token: agent,
    });
    expect(dialled.status).toBe(200);
    const before = (await detail(lead.leadId)).body.data.leadData;
    // The uncall status (0) is no status at all: the schema refuses it.
    expect((await save(lead.leadId, { version: before.version, leadStatus: 0 })).status).toBe(400);
    for (const leadStatus of [1, 8]) {
      const refused = await save(lead.leadId, { version: before.version, leadStatus });
      expect(refused.status, String(leadStatus)).toBe(400);
      expect(refused.body.message).toBe('This status is not a call outcome: choose what the call gave.');
    }
    expect((await detail(lead.leadId)).body.data.leadData).toMatchObject({
      status: 4,
      version: before.version,
    });

    const recorded = await save(lead.leadId, { version: before.version, leadStatus: 5 });
    expect(recorded.status).toBe(200);
  });
});
