import { AGENT_STATE, type PushEvent } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type DatabaseEngine, openPostgres } from '../../db/engine.js';
import { DEMO_PASSWORD } from '../../seed/demo-users.js';
import { userIdOf } from '../../testing/auth-helpers.js';
import { openPushStream, type PushStreamClient } from '../../testing/push-stream-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * Two API processes on one database: instance A is the test server, instance B a second app on
 * the same database (PostgreSQL: its own pool and LISTEN connection; PGlite: the same engine).
 */
let server: TestServer;
let second: { app: FastifyInstance; engine: DatabaseEngine | null };
let urlA: string;
let urlB: string;
const streams: PushStreamClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  let engineB: DatabaseEngine | null = null;
  if (server.engine.kind === 'postgres') {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(server.engine.db);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    engineB = await openPostgres(url.toString(), 3);
  }
  const built = await buildApp(server.config, engineB ?? server.engine);
  second = { app: built.app, engine: engineB };
  urlA = await server.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await second?.app.close();
  await second?.engine?.close();
  await server?.close();
});

async function stream(baseUrl: string, token: string): Promise<PushStreamClient> {
  const client = await openPushStream(baseUrl, token);
  streams.push(client);
  expect(client.status).toBe(200);
  await client.next((event) => event.type === 'push.ready');
  return client;
}

const isType =
  <T extends PushEvent['type']>(type: T, userId?: number) =>
  (event: PushEvent): event is Extract<PushEvent, { type: T }> =>
    event.type === type && (userId === undefined || ('userId' in event && event.userId === userId));

function changeState(token: string, userId: number, valueCode: number, message?: string) {
  return server.call({
    method: 'POST',
    url: `/api/agent/by-id/${userId}/activity`,
    token,
    payload: { objectType: 'user', activityId: 53, value: 'x', valueCode, ...(message ? { message } : {}) },
  });
}

describe('the push channel across API processes', () => {
  it('a supervisor on instance B receives an agent’s state change made on instance A', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const agent = await server.login('vn1.agent');
    const manager = await server.login('vn1.manager');
    const supervisorOnB = await stream(urlB, manager);
    const otherOrgOnB = await stream(urlB, await server.login('th1.manager'));
    const agentTabOnA = await stream(urlA, agent);

    expect((await changeState(agent, agentId, AGENT_STATE.AVAILABLE)).status).toBe(200);
    expect((await changeState(agent, agentId, AGENT_STATE.BREAK, 'Lunch')).status).toBe(200);

    const seen = await supervisorOnB.next(
      (event) => isType('agent.state', agentId)(event) && event.code === AGENT_STATE.BREAK,
    );
    expect(seen).toMatchObject({
      type: 'agent.state',
      userId: agentId,
      orgId: 4,
      value: 'Break',
      message: 'Lunch',
    });
    // The agent's own tabs follow too; another org's supervisor hears nothing of it.
    await agentTabOnA.next(
      (event) => isType('agent.state', agentId)(event) && event.code === AGENT_STATE.BREAK,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherOrgOnB.events.filter(isType('agent.state', agentId))).toEqual([]);
  });

  it('an event published inside a transaction that rolls back is never delivered', async () => {
    const manager = await server.login('vn1.manager');
    const supervisor = await stream(urlA, manager);
    await server.engine.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_notify('leadline_push', ${JSON.stringify({
          type: 'agent.state',
          userId: 999_999,
          orgId: 4,
          value: 'Break',
          code: 3,
          message: null,
          changedAt: new Date().toISOString(),
        })})`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(supervisor.events.filter(isType('agent.state', 999_999))).toEqual([]);
  });

  it('block-agent: the target sees agent.block, its stream closes and its token stops working', async () => {
    const targetId = await userIdOf(server, 'vn1.cs');
    const target = await server.login('vn1.cs');
    const targetOnB = await stream(urlB, target);
    const admin = await server.login('vn1.admin');

    const refusedForAgent = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${targetId}/block`,
      token: await server.login('vn1.manager'),
      payload: { message: 'no' },
    });
    expect(refusedForAgent.status).toBe(403);

    const blocked = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${targetId}/block`,
      token: admin,
      payload: { message: 'Please see your team leader' },
    });
    expect(blocked.status).toBe(200);
    const event = await targetOnB.next(isType('agent.block', targetId));
    expect(event.message).toBe('Please see your team leader');
    await targetOnB.closed;
    const after = await server.call({ method: 'GET', url: '/api/agent/me', token: target });
    expect(after.status).toBe(401);
    // Its state is Logout with the message; the account itself may log in again.
    const state = await server.engine.db
      .selectFrom('agentStates')
      .select(['valueCode', 'message'])
      .where('userId', '=', targetId)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ valueCode: 2, message: 'Please see your team leader' });
    expect(await server.login('vn1.cs')).toBeTruthy();
  });

  it('block-agent refuses the caller’s own account and users of other orgs', async () => {
    const adminId = await userIdOf(server, 'vn1.admin');
    const admin = await server.login('vn1.admin');
    const self = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${adminId}/block`,
      token: admin,
      payload: { message: 'me' },
    });
    expect(self.status).toBe(400);
    const thAgent = await userIdOf(server, 'th1.agent');
    const other = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${thAgent}/block`,
      token: admin,
      payload: { message: 'x' },
    });
    expect(other.status).toBe(404);
  });

  it('a password change sends session.revoked to the user’s other session, not to the one that changed it', async () => {
    const userId = await userIdOf(server, 'vn1.qc');
    const changer = await server.login('vn1.qc');
    const other = await server.login('vn1.qc');
    const otherOnB = await stream(urlB, other);

    const changed = await server.call<{ access_token: string }>({
      method: 'PUT',
      url: '/api/agent/update',
      token: changer,
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed@1234' },
    });
    expect(changed.status).toBe(200);
    const revoked = await otherOnB.next(isType('session.revoked', userId));
    expect(revoked.reason).toBe('password_changed');
    await otherOnB.closed;
    expect((await server.call({ method: 'GET', url: '/api/agent/me', token: other })).status).toBe(401);

    // The changing tab keeps working with its new token, which the event tells it to keep.
    const fresh = changed.body.data.access_token;
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString()) as {
      iat_ms: number;
    };
    expect(claims.iat_ms).toBeGreaterThanOrEqual(revoked.validAfter);
    expect((await server.call({ method: 'GET', url: '/api/agent/me', token: fresh })).status).toBe(200);
    const freshStream = await stream(urlA, fresh);
    expect(freshStream.status).toBe(200);
  });

  it('logout tells the user’s other tabs, and the stream refuses a missing or revoked token', async () => {
    const userId = await userIdOf(server, 'vn1.finance');
    const first = await server.login('vn1.finance');
    const second = await server.login('vn1.finance');
    const firstTab = await stream(urlA, first);
    expect((await server.call({ method: 'POST', url: '/api/auth/logout', token: second })).status).toBe(200);
    const event = await firstTab.next(isType('session.revoked', userId));
    expect(event.reason).toBe('logout');
    await firstTab.closed;

    const anonymous = await fetch(`${urlA}/api/push/stream`);
    expect(anonymous.status).toBe(401);
    const revoked = await fetch(`${urlA}/api/push/stream`, { headers: { authorization: `Bearer ${first}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 401, error: 'invalid_token' });
  });
});
