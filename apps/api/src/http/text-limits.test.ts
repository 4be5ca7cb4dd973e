import type { OrderDetail, OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * A 5,000-character user full name and customer name once overran the toolbar and the lead's title.
 * Every text an input takes has a maximum (contracts schema-primitives.test.ts); here the server
 * refuses such names with 400 in the envelope, naming the field and its limit in the caller's
 * language, and stores nothing.
 */
describe('names beyond their limit', () => {
  let server: TestServer;
  const LONG = 'N'.repeat(5000);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const expectTooLong = (
    answer: { status: number; body: { code: number; message: string; error?: string; data: unknown } },
    field: string,
    max: number,
  ) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, error: 'validation_error', data: null });
    expect(answer.body.message).toBe(`Invalid input: body ${field}: at most ${max} characters`);
  };

  it('refuses a user full name of 5,000 characters, on creation and on the own profile', async () => {
    const admin = await server.login('vn1.admin');
    const created = await server.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { userName: 'vn1.long-name', fullName: LONG, roles: [12], dialerMode: 'manual' },
    });
    expectTooLong(created, 'fullName', 100);
    const found = await server.call<unknown[]>({
      method: 'GET',
      url: '/api/users?search=long-name',
      token: admin,
    });
    expect(found.body.data).toEqual([]);

    const profile = await server.call({
      method: 'PUT',
      url: '/api/profile',
      token: admin,
      payload: { fullName: LONG },
    });
    expectTooLong(profile, 'fullName', 100);
    const me = await server.call<{ info: { fullname: string } }>({
      method: 'GET',
      url: '/api/agent/me',
      token: admin,
    });
    expect(me.body.data.info.fullname.length).toBeLessThan(100);
  });

  it('refuses a customer name of 5,000 characters on the edit screen and a new lead, in Vietnamese too', async () => {
    const agent = await server.login('vn1.agent');
    const leads = await server.call<OrderListRow[]>({
      method: 'GET',
      url: '/api/orders/list?leadStatus=1&limit=1',
      token: agent,
    });
    const lead = leads.body.data[0]!;
    const before = await server.call<OrderDetail>({
      method: 'GET',
      url: `/api/orders/detail/lead/${lead.leadId}`,
      token: agent,
    });
    const saved = await server.call({
      method: 'PUT',
      url: `/api/orders/lead-info/${lead.leadId}`,
      token: agent,
      payload: { version: before.body.data.leadData.version, customerName: LONG },
    });
    expectTooLong(saved, 'customerName', 200);
    const after = await server.call<OrderDetail>({
      method: 'GET',
      url: `/api/orders/detail/lead/${lead.leadId}`,
      token: agent,
    });
    expect(after.body.data.leadData.customerName).toBe(lead.customerName);

    const marketing = await server.login('vn1.marketing');
    const refused = await server.call({
      method: 'POST',
      url: '/api/lead',
      token: marketing,
      headers: { 'accept-language': 'vi' },
      payload: { customerName: LONG, phone: '0987000111', campaignId: lead.campaign!.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('customerName: tối đa 200 ký tự');
  });
});
