import type { Cdr, OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** docs/security.md: a signed recording URL lives as long as the session it was given to. */
describe('signed recording URLs end with the session', () => {
  let server: TestServer;
  let agent: string;
  let callId: number;
  let leadId: number;

  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const play = (url: string, range?: string) =>
    server.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
  const callRow = (id: number) =>
    server.engine.db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function ended(id: number) {
    for (let attempt = 0; attempt < 400; attempt++) {
      const row = await callRow(id);
      if (row.state === 'ended') return row;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`call ${id} did not end`);
  }

  beforeAll(async () => {
    server = await startTestServer({ TELEPHONY_SIM_SPEED: '1000', TELEPHONY_SIM_SEED: 'recording-url-test' });
    agent = await server.login('vn1.agent');
    const leads = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=30', agent)).body.data;
    for (const lead of leads) {
      const started = await get<{ callId: number }>(
        `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
        agent,
      );
      const row = await ended(started.body.data.callId);
      if (row.disposition === 'answered') {
        callId = row.id;
        leadId = lead.leadId;
        return;
      }
    }
    throw new Error('no answered call');
  });
  afterAll(() => server.close());

  const logout = (token: string) => server.call({ method: 'POST', url: '/api/auth/logout', token });

  it('plays from the CDR list until the user logs out, then answers 401 invalid_token', async () => {
    const manager = await server.login('vn1.manager');
    const list = await get<Cdr[]>(`/api/cdrs?leadId=${leadId}`, manager);
    const url = list.body.data.find((row) => row.callId === callId)?.recordingUrl;
    expect(url).toMatch(/^\/api\/cdrs\/\d+\/recording\?/);

    const whole = await play(url!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    const part = await play(url!, 'bytes=0-99');
    expect(part.statusCode).toBe(206);

    expect((await logout(manager)).status).toBe(200);

    for (const range of [undefined, 'bytes=0-99']) {
      const after = await play(url!, range);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        code: 401,
        message: 'access_token expired',
        data: null,
        error: 'invalid_token',
      });
    }
    // Logging in again does not bring the old URL back; the new session gets URLs of its own.
    const again = await server.login('vn1.manager');
    expect((await play(url!)).statusCode).toBe(401);
    const fresh = (await get<Cdr[]>(`/api/cdrs?leadId=${leadId}`, again)).body.data.find(
      (row) => row.callId === callId,
    )!.recordingUrl!;
    expect((await play(fresh)).statusCode).toBe(200);
  });

  it("ends the agent's URLs from the lead's Calls tab when a password change ends the session", async () => {
    const calls = await get<Cdr[]>(`/api/lead/${leadId}/cdr`, agent);
    const url = calls.body.data.find((row) => row.callId === callId)!.recordingUrl!;
    expect((await play(url)).statusCode).toBe(200);
    const change = await server.call({
      method: 'PUT',
      url: '/api/agent/update',
      token: agent,
      payload: { oldPassword: 'Demo@1234', newPassword: 'Fresh#Pass42' },
    });
    expect(change.status).toBe(200);
    expect((await play(url)).statusCode).toBe(401);
  });

  it('never outlives the token of its session, and a changed sid breaks the signature', async () => {
    const manager = await server.login('vn1.manager');
    const url = (await get<Cdr[]>(`/api/cdrs?leadId=${leadId}`, manager)).body.data.find(
      (row) => row.callId === callId,
    )!.recordingUrl!;
    const params = new URL(url, 'http://localhost').searchParams;
    const tokenExpiry = JSON.parse(Buffer.from(manager.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(Number(params.get('exp'))).toBeLessThanOrEqual(tokenExpiry);
    const forged = url.replace(/sid=\d+/, `sid=${Date.now() + 60_000}`);
    expect((await play(forged)).statusCode).toBe(401);
  });
});
