import http from 'node:http';
import type { OrderListRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * One process answers 300 concurrent calls of the agents' mix, every one of them, on both engines.
 * A real listen and an HTTP client of 300 sockets (not inject), so the calls really overlap: on
 * PGlite (one connection) they all queue on the engine's lock, and none may be left waiting
 * (order-list calls were once left unanswered for over 30 s).
 */
const CONCURRENT = 300;
const CALL_TIMEOUT_MS = 60_000;

describe('300 concurrent calls on one process', () => {
  let server: TestServer;
  let baseUrl: URL;
  let agent: http.Agent;

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  const get = (path: string, token: string) =>
    new Promise<{ status: number | string; path: string }>((resolve) => {
      const request = http.get(
        {
          agent,
          host: baseUrl.hostname,
          port: baseUrl.port,
          path,
          headers: { authorization: `Bearer ${token}` },
          timeout: CALL_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, path }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => resolve({ status: error.message, path }));
    });

  it('answers every call of the mix 200, none hanging', async () => {
    const agentToken = await server.login('vn1.agent');
    const managerToken = await server.login('vn1.manager');
    const leads = (
      await server.call<OrderListRow[]>({
        method: 'GET',
        url: '/api/orders/list?limit=20',
        token: agentToken,
      })
    ).body.data;
    expect(leads.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const calls = Array.from({ length: CONCURRENT }, (_, index) => {
      const leadId = leads[index % leads.length]?.leadId as number;
      switch (index % 5) {
        case 0:
          return get('/api/orders/list?limit=20', agentToken);
        case 1:
          return get(
            `/api/orders/list?leadStatus=4&leadStatus=5&dateFrom=${monthAgo}&dateTo=${today}`,
            agentToken,
          );
        case 2:
          return get(`/api/orders/detail/lead/${leadId}`, agentToken);
        case 3:
          return get(`/api/lead/${leadId}/cdr`, agentToken);
        default:
          return get('/api/cdrs?limit=20', managerToken);
      }
    });
    const answers = await Promise.all(calls);
    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
  }, 180_000);
});
