import type { Cdr, CurrentCall, OrderListRow, TelephonySettings, WebPhoneConfig } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/random/seeded-random.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { planCall } from './simulator-provider.js';

/** Simulated time 10x faster: a call lasts at most about 3 s, its setup at least 50 ms. */
const SPEED = '10';

describe('telephony: click-to-call through the simulator writes the CDR', () => {
  let server: TestServer;
  let agent: string;
  let vn4Agent: string;
  let admin: string;
  let leads: OrderListRow[];
  let next = 0;

  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const post = <T>(url: string, token: string, payload: object = {}) =>
    server.call<T>({ method: 'POST', url, token, payload });
  const dialLead = (lead: OrderListRow, token = agent) =>
    get<{ callId: number; leadId: number; startedAt: string }>(
      `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
      token,
    );
  const callRow = (callId: number) =>
    server.engine.db.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirstOrThrow();
  async function ended(callId: number) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const row = await callRow(callId);
      if (row.state === 'ended') return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`call ${callId} did not end`);
  }

  beforeAll(async () => {
    server = await startTestServer({ TELEPHONY_SIM_SPEED: SPEED, TELEPHONY_SIM_SEED: 'telephony-test' });
    [agent, vn4Agent, admin] = await server.loginAll('vn1.agent', 'vn4.agent', 'vn1.admin');
    leads = (await get<OrderListRow[]>('/api/orders/list?leadStatus=1&limit=50', agent)).body.data;
  });
  afterAll(() => server.close());

  it('plans calls with every outcome, answered most often, the same for the same seed', () => {
    const plans = Array.from({ length: 400 }, (_, index) => planCall(seededRandom(`seed:${index}`)));
    const count = (disposition: string) => plans.filter((plan) => plan.disposition === disposition).length;
    expect(count('answered')).toBeGreaterThan(count('no_answer'));
    expect(count('no_answer')).toBeGreaterThan(count('failed'));
    expect(count('busy')).toBeGreaterThan(0);
    expect(count('failed')).toBeGreaterThan(0);
    for (const plan of plans.filter((candidate) => candidate.disposition === 'answered')) {
      expect(plan.answeredAfter).toBeGreaterThan(plan.ringingAfter ?? 0);
      expect(plan.talkSeconds).toBeGreaterThanOrEqual(4);
    }
    expect(planCall(seededRandom('seed:7'))).toEqual(planCall(seededRandom('seed:7')));
  });

  it('writes a CDR per call and, when answered, a recording that plays and seeks', async () => {
    const outcomes = new Set<string>();
    let answered: Awaited<ReturnType<typeof ended>> | null = null;
    for (let attempt = 0; attempt < 12 && !answered; attempt++) {
      const lead = leads[next++]!;
      const started = await dialLead(lead);
      expect(started.body.code).toBe(200);
      expect(started.body.data.leadId).toBe(lead.leadId);
      // The save rule reads the call row at once, whatever the provider does next.
      const check = await get<{ called: boolean }>(
        `/api/orders/check-connection-uncall/${lead.leadId}`,
        agent,
      );
      expect(check.body.data.called).toBe(true);
      const row = await ended(started.body.data.callId);
      outcomes.add(row.disposition!);
      expect(row.provider).toBe('simulator');
      expect(row.leadId).toBe(lead.leadId);
      expect(row.endedAt).not.toBeNull();
      if (row.disposition === 'answered') answered = row;
      else expect(row.durationSeconds).toBe(0);
    }
    expect(answered).not.toBeNull();
    const call = answered!;
    expect(call.answeredAt!.getTime()).toBeGreaterThanOrEqual(call.startedAt.getTime());
    expect(call.endedAt!.getTime()).toBeGreaterThanOrEqual(call.answeredAt!.getTime());
    expect(call.durationSeconds).toBeGreaterThanOrEqual(4);

    const audio = await server.app.inject({
      method: 'GET',
      url: `/api/cdrs/${call.id}/recording`,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['accept-ranges']).toBe('bytes');
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // The recording is as long as the talk time: 8,000 samples of 2 bytes a second.
    const dataBytes = audio.rawPayload.readUInt32LE(40);
    expect(Math.round(dataBytes / 16000)).toBe(call.durationSeconds);

    const part = await server.app.inject({
      method: 'GET',
      url: `/api/cdrs/${call.id}/recording`,
      headers: { authorization: `Bearer ${agent}`, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${audio.rawPayload.length}`);
    expect(part.rawPayload.equals(audio.rawPayload.subarray(100, 200))).toBe(true);
    const beyond = await server.app.inject({
      method: 'GET',
      url: `/api/cdrs/${call.id}/recording`,
      headers: { authorization: `Bearer ${agent}`, range: `bytes=${audio.rawPayload.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    // The CDR's recordingUrl plays without a token (an <audio> element), and only as signed.
    const cdrs = await get<Cdr[]>(`/api/lead/${call.leadId}/cdr`, agent);
    const cdr = cdrs.body.data.find((row) => row.callId === call.id)!;
    expect(cdr).toMatchObject({
      disposition: 'answered',
      durationSeconds: call.durationSeconds,
      state: 'ended',
    });
    const signed = await server.app.inject({ method: 'GET', url: cdr.recordingUrl! });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(audio.rawPayload)).toBe(true);
    const forged = await server.app.inject({
      method: 'GET',
      url: cdr.recordingUrl!.replace(/sig=./, 'sig=x'),
    });
    expect(forged.statusCode).toBe(401);
    const bare = await server.app.inject({ method: 'GET', url: `/api/cdrs/${call.id}/recording` });
    expect(bare.statusCode).toBe(401);
    // Another org's user cannot reach it with a token either (row-level security).
    const th = await server.login('th1.manager');
    const other = await server.app.inject({
      method: 'GET',
      url: `/api/cdrs/${call.id}/recording`,
      headers: { authorization: `Bearer ${th}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('shows the web phone to VN4 agents and listed users only, and dials, mutes and hangs up', async () => {
    const vn4 = await get<WebPhoneConfig>('/api/telephony/web-phone', vn4Agent);
    expect(vn4.body.data).toEqual({ visible: true, url: '/apps/phone' });
    const vn1 = await get<WebPhoneConfig>('/api/telephony/web-phone', agent);
    expect(vn1.body.data.visible).toBe(false);
    const refused = await post('/api/telephony/dial', agent, { phone: '0901234567' });
    expect(refused.status).toBe(400);

    const me = await get<{ info: { userId: number } }>('/api/agent/me', agent);
    const userId = (me.body.data as unknown as { info: { userId: number } }).info.userId;
    const saved = await server.call<TelephonySettings>({
      method: 'PUT',
      url: '/api/telephony/settings',
      token: admin,
      payload: { webPhoneUserIds: [userId] },
    });
    expect(saved.body.data.webPhoneUserIds).toEqual([userId]);
    expect((await get<WebPhoneConfig>('/api/telephony/web-phone', agent)).body.data.visible).toBe(true);

    const dialled = await post<{ callId: number; leadId: null }>('/api/telephony/dial', agent, {
      phone: '+84 90 123 4567',
    });
    expect(dialled.body.code).toBe(200);
    expect(dialled.body.data.leadId).toBeNull();
    const { callId } = dialled.body.data;
    const current = await get<CurrentCall>('/api/telephony/current-call', agent);
    expect(current.body.data).toMatchObject({ callId, phone: '+84901234567', leadId: null });

    const muted = await post<CurrentCall>(`/api/telephony/calls/${callId}/mute`, agent, { muted: true });
    const hungUp = await post<CurrentCall>(`/api/telephony/calls/${callId}/hangup`, agent);
    expect(hungUp.body.data.state).toBe('ended');
    const row = await callRow(callId);
    expect(row.state).toBe('ended');
    if (muted.body.code === 200) {
      // Hung up before the simulator ended it: the agent's hang-up is the reason.
      expect(muted.body.data.muted).toBe(true);
      expect(row.muted).toBe(true);
      expect(row.endReason).toBe('agent_hangup');
    }
    // Someone else's call is not theirs to end.
    const foreign = await post(`/api/telephony/calls/${callId}/hangup`, vn4Agent);
    expect(foreign.status).toBe(404);
  });
});
