import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A PBX's click-to-call API of our own: records each request and answers as told. */
async function startFakePbx() {
  const received: Received[] = [];
  let answer: { status: number; body: object } = { status: 200, body: { id: 'pbx-1' } };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const text = await read(request);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : {},
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    answerWith(status: number, body: object) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SECRET = 'pbx-webhook-secret-0123456789';

describe('telephony: the HTTP PBX provider and its webhook', () => {
  let server: TestServer;
  let pbx: Awaited<ReturnType<typeof startFakePbx>>;
  let agent: string;
  let admin: string;
  let leads: OrderListRow[];
  let next = 0;

  const dialLead = (lead: OrderListRow) =>
    server.call<{ callId: number }>({
      method: 'GET',
      url: `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
      token: agent,
    });
  const webhook = (orgCode: string, payload: object, secret = SECRET) =>
    server.call<{ callId: number; state: string }>({
      method: 'POST',
      url: `/api/telephony/webhook/${orgCode}`,
      headers: { 'x-telephony-secret': secret },
      payload,
    });
  const callRow = (callId: number) =>
    server.engine.db.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirstOrThrow();
  const configure = (url: string) =>
    server.call({
      method: 'PUT',
      url: '/api/telephony/settings',
      token: admin,
      payload: {
        provider: 'http_pbx',
        pbxOriginateUrl: url,
        pbxToken: 'pbx-token-42',
        webhookSecret: SECRET,
      },
    });

  beforeAll(async () => {
    [server, pbx] = await Promise.all([
      startTestServer({ TELEPHONY_PBX_TIMEOUT_MS: '2000' }),
      startFakePbx(),
    ]);
    [agent, admin] = await Promise.all([server.login('vn1.agent'), server.login('vn1.admin')]);
    leads = (
      await server.call<OrderListRow[]>({
        method: 'GET',
        url: '/api/orders/list?leadStatus=1&limit=20',
        token: agent,
      })
    ).body.data;
    const saved = await configure(
      `http://127.0.0.1:${pbx.port}/click2call?to={phone}&ext={agent}&ref={callId}`,
    );
    expect(saved.body).toMatchObject({
      code: 200,
      data: { provider: 'http_pbx', hasPbxToken: true, hasWebhookSecret: true },
    });
  });
  afterAll(async () => {
    await server.close();
    await pbx.close();
  });

  it('originates through the URL template with the bearer token, and the webhook completes the CDR', async () => {
    const lead = leads[next++]!;
    const started = await dialLead(lead);
    expect(started.body.code).toBe(200);
    const { callId } = started.body.data;

    const request = pbx.received.at(-1)!;
    const row = await callRow(callId);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/click2call?to=${encodeURIComponent(row.phone)}&ext=vn1.agent&ref=${callId}`);
    expect(request.authorization).toBe('Bearer pbx-token-42');
    expect(request.body).toMatchObject({ callId, phone: row.phone, agent: 'vn1.agent', leadId: lead.leadId });
    expect(row).toMatchObject({ provider: 'http_pbx', providerCallId: 'pbx-1', state: 'dialing' });

    expect((await webhook('VN1', { callId, event: 'ringing' })).body.data.state).toBe('ringing');
    const answeredAt = new Date(Date.now() + 3000).toISOString();
    // By the PBX's own id, as a PBX that does not echo ours would send it.
    expect(
      (await webhook('VN1', { providerCallId: 'pbx-1', event: 'answered', at: answeredAt })).body.data.state,
    ).toBe('answered');
    const endedAt = new Date(Date.now() + 45_000).toISOString();
    const end = await webhook('VN1', {
      callId,
      event: 'ended',
      disposition: 'answered',
      at: endedAt,
      durationSeconds: 42,
      recordingUrl: 'https://pbx.example.com/rec/pbx-1.wav',
    });
    expect(end.body).toMatchObject({ code: 200, data: { callId, state: 'ended' } });
    const cdr = await callRow(callId);
    expect(cdr).toMatchObject({
      state: 'ended',
      disposition: 'answered',
      durationSeconds: 42,
      recordingUrl: 'https://pbx.example.com/rec/pbx-1.wav',
    });
    expect(cdr.answeredAt?.toISOString()).toBe(answeredAt);
    expect(cdr.endedAt?.toISOString()).toBe(endedAt);

    // The recording lives at the PBX: the recording endpoint sends the browser there.
    const recording = await server.app.inject({
      method: 'GET',
      url: `/api/cdrs/${callId}/recording`,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(recording.statusCode).toBe(302);
    expect(recording.headers.location).toBe('https://pbx.example.com/rec/pbx-1.wav');
  });

  it('refuses a webhook without the right secret, or for another org’s call', async () => {
    const lead = leads[next++]!;
    const { callId } = (await dialLead(lead)).body.data;
    const wrong = await webhook('VN1', { callId, event: 'answered' }, 'not-the-secret-at-all');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('unauthorized');
    const missing = await server.call({
      method: 'POST',
      url: '/api/telephony/webhook/VN1',
      payload: { callId, event: 'answered' },
    });
    expect(missing.status).toBe(401);
    // TH1 has no secret configured: nothing can post for it.
    expect((await webhook('TH1', { callId, event: 'answered' })).status).toBe(401);
    expect((await callRow(callId)).state).toBe('dialing');
    // A malformed event is refused by its schema.
    expect((await webhook('VN1', { callId, event: 'exploded' })).status).toBe(400);
  });

  it('keeps the CDR as failed and answers a clear business error when the PBX fails or is down', async () => {
    pbx.answerWith(503, { error: 'maintenance' });
    const lead = leads[next++]!;
    const refused = await dialLead(lead);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(503001);
    expect(refused.body.message).toMatch(/could not place the call/);
    const failed = await server.engine.db
      .selectFrom('calls')
      .selectAll()
      .where('leadId', '=', lead.leadId)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      state: 'ended',
      disposition: 'failed',
      endReason: 'pbx_http_503',
      durationSeconds: 0,
    });
    // The attempt counts for the save rule: nothing is lost.
    const check = await server.call<{ called: boolean }>({
      method: 'GET',
      url: `/api/orders/check-connection-uncall/${lead.leadId}`,
      token: agent,
    });
    expect(check.body.data.called).toBe(true);

    pbx.answerWith(200, { id: 'pbx-2' });
    await configure('http://127.0.0.1:9/click2call?to={phone}');
    const downLead = leads[next++]!;
    const down = await dialLead(downLead);
    expect(down.body.code).toBe(503001);
    const vi = await server.call({
      method: 'GET',
      url: `/api/phone/${encodeURIComponent(downLead.phone)}?leadId=${downLead.leadId}`,
      token: agent,
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).toMatch(/Tổng đài/);
    const rows = await server.engine.db
      .selectFrom('calls')
      .selectAll()
      .where('leadId', '=', downLead.leadId)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ state: 'ended', disposition: 'failed', endReason: 'pbx_unreachable' });
  });
});
