import { type Cdr, findOrg, ORG_ID, type OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { postForSheet } from '../../testing/xlsx-fixtures.js';

describe('CDRs: list, filters, paging, isolation, lead/{id}/cdr and export', () => {
  let server: TestServer;
  let agent: string;
  let resell: string;
  let manager: string;
  let thAgent: string;
  let vn1Calls: number[];
  let thCallId: number;
  let leadOfFirst: OrderListRow;

  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const list = (token: string, query = '') => get<Cdr[]>(`/api/cdrs${query}`, token);
  const dialLead = (lead: OrderListRow, token: string) =>
    get<{ callId: number }>(`/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`, token);
  async function allEnded() {
    for (let attempt = 0; attempt < 200; attempt++) {
      const open = await server.engine.db
        .selectFrom('calls')
        .select('id')
        .where('state', '<>', 'ended')
        .execute();
      if (open.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('calls did not end');
  }

  beforeAll(async () => {
    server = await startTestServer({ TELEPHONY_SIM_SPEED: '1000', TELEPHONY_SIM_SEED: 'cdrs-test' });
    // The assertions count this test's own calls: the demo's day of calls is cleared first.
    await server.engine.db.deleteFrom('callRecordings').execute();
    await server.engine.db.deleteFrom('calls').execute();
    [agent, resell, manager, thAgent] = await server.loginAll(
      'vn1.agent',
      'vn1.resell-agent',
      'vn1.manager',
      'th1.agent',
    );
    const leads = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=6', agent)).body.data;
    vn1Calls = [];
    for (const lead of leads) {
      vn1Calls.push((await dialLead(lead, agent)).body.data.callId);
      await allEnded();
    }
    leadOfFirst = leads[0]!;
    // A second call on the first lead.
    vn1Calls.push((await dialLead(leadOfFirst, agent)).body.data.callId);
    const thLead = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=1', thAgent)).body
      .data[0]!;
    thCallId = (await dialLead(thLead, thAgent)).body.data.callId;
    await allEnded();
  });
  afterAll(() => server.close());

  it('lists the org’s calls newest first for the customers group, with paging', async () => {
    const { body } = await list(manager);
    expect(body.code).toBe(200);
    expect(body.total).toBe(vn1Calls.length);
    expect(body.data.map((row) => row.callId)).toEqual([...vn1Calls].reverse());
    expect(body.data.every((row) => row.orgId === 4 && row.state === 'ended')).toBe(true);
    expect(body.data.map((row) => row.callId)).not.toContain(thCallId);
    const first = body.data[0]!;
    expect(first).toMatchObject({ agentName: expect.any(String), provider: 'simulator' });

    const page = await list(manager, '?limit=3&offset=3');
    expect(page.body.total).toBe(vn1Calls.length);
    expect(page.body.data.map((row) => row.callId)).toEqual([...vn1Calls].reverse().slice(3, 6));
    const bySize = await list(manager, '?page=1&size=2');
    expect(bySize.body.data.map((row) => row.callId)).toEqual([...vn1Calls].reverse().slice(2, 4));
  });

  it('filters by disposition, phone, lead, agent and dates', async () => {
    const all = (await list(manager)).body.data;
    for (const disposition of ['answered', 'no_answer', 'busy', 'failed'] as const) {
      const { body } = await list(manager, `?disposition=${disposition}`);
      expect(body.data.map((row) => row.callId)).toEqual(
        all.filter((row) => row.disposition === disposition).map((row) => row.callId),
      );
    }
    const answered = all.filter((row) => row.disposition === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((row) => row.recordingUrl && (row.durationSeconds ?? 0) > 0)).toBe(true);
    expect(
      all.filter((row) => row.disposition !== 'answered').every((row) => row.recordingUrl === null),
    ).toBe(true);

    const target = all.at(-1)!;
    const digits = target.phone.replace(/\D/g, '').slice(-6);
    const byPhone = await list(manager, `?phone=${digits}`);
    expect(byPhone.body.data.map((row) => row.callId)).toContain(target.callId);
    expect(byPhone.body.data.every((row) => row.phone.replace(/\D/g, '').includes(digits))).toBe(true);

    const byLead = await list(manager, `?leadId=${leadOfFirst.leadId}`);
    expect(byLead.body.total).toBe(2);
    const agentId = target.agentId;
    expect((await list(manager, `?agentId=${agentId}`)).body.total).toBe(vn1Calls.length);
    expect((await list(manager, `?agentId=${agentId + 999}`)).body.total).toBe(0);

    // Days as the org counts them (VN1 is UTC+7: after 17:00 UTC its day is tomorrow's).
    const dayInOrg = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: findOrg(ORG_ID.VN1)!.timeZone }).format(at);
    const today = dayInOrg(new Date());
    expect((await list(manager, '?dateFrom=2100-01-01')).body.data).toEqual([]);
    expect((await list(manager, '?dateTo=2000-01-01')).body.total).toBe(0);
    const yesterday = dayInOrg(new Date(Date.now() - 86_400_000));
    expect((await list(manager, `?dateFrom=${yesterday}&dateTo=${today}`)).body.total).toBe(vn1Calls.length);
    expect((await list(manager, '?dateFrom=2025-02-01&dateTo=2025-01-01')).status).toBe(400);
  });

  it('keeps the list to the customers group and every org to its own', async () => {
    // SPEC.md 6: CDRs are the customers group's screen; agents hear their calls on the lead's tab.
    expect((await list(agent)).status).toBe(403);
    expect((await list(resell)).status).toBe(403);
    expect((await list(thAgent)).status).toBe(403);
    const thManager = await server.login('th1.manager');
    expect((await list(thManager)).body.total).toBe(1);
    // HQ reads every org, or the org it picks.
    const hq = await server.login('hq.admin');
    expect((await list(hq)).body.total).toBe(vn1Calls.length + 1);
    expect((await list(hq, '?orgId=10')).body.data.map((row) => row.callId)).toEqual([thCallId]);
    // Roles outside the customers group: refused.
    const validator = await server.login('vn1.validator');
    expect((await list(validator)).status).toBe(403);
  });

  it('answers lead/{id}/cdr with the lead’s calls, for those who may open the lead', async () => {
    const { body } = await get<Cdr[]>(`/api/lead/${leadOfFirst.leadId}/cdr`, agent);
    expect(body.code).toBe(200);
    expect(body.data.map((row) => row.callId)).toEqual([vn1Calls.at(-1), vn1Calls[0]]);
    const validator = await server.login('vn1.validator');
    expect((await get<Cdr[]>(`/api/lead/${leadOfFirst.leadId}/cdr`, validator)).body.data).toHaveLength(2);
    // Another org's lead does not exist for TH1: the lead-access outcome.
    const denied = await get<Cdr[]>(`/api/lead/${leadOfFirst.leadId}/cdr`, thAgent);
    expect(denied.body.code).toBe(400);
  });

  it('exports the filtered calls as cdrs.xlsx that reads back', async () => {
    const { response, sheet } = await postForSheet(server, {
      url: '/api/cdrs/export',
      token: manager,
      payload: { disposition: ['answered', 'no_answer', 'busy', 'failed'], offset: 0, limit: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('cdrs.xlsx');
    expect(response.headers['x-total-rows']).toBe(String(vn1Calls.length));
    expect(sheet.name).toBe('CDRs');
    expect(sheet.getRow(1).getCell(1).value).toBe('Call ID');
    expect(sheet.rowCount).toBe(vn1Calls.length + 1);
    const ids = Array.from(
      { length: vn1Calls.length },
      (_, index) => sheet.getRow(index + 2).getCell(1).value,
    );
    expect(ids).toEqual([...vn1Calls].reverse());

    const { sheet: viSheet } = await postForSheet(server, {
      url: '/api/cdrs/export',
      token: manager,
      payload: { leadId: leadOfFirst.leadId },
      language: 'vi',
    });
    expect(viSheet.getRow(1).getCell(1).value).toBe('Mã cuộc gọi');
    expect(viSheet.rowCount).toBe(3);

    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/cdrs/export',
      headers: { authorization: `Bearer ${manager}` },
      payload: { dateFrom: 'yesterday' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(400);
  });
});
