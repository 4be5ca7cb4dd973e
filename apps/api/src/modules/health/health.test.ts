import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('health: liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers up and nothing more to an anonymous caller: no engine, no migration file', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const { status, body } = await server.call({ method: 'GET', url });
      expect(status, url).toBe(200);
      expect(body, url).toEqual({ code: 200, message: 'Succeed!', data: { status: 'ok' } });
    }
  });

  it('is not ready, with 503 and Retry-After, while a migration this build ships is missing', async () => {
    const [last] = (
      await sql<{ version: string }>`SELECT max(version) AS version FROM schema_migrations`.execute(
        server.engine.db,
      )
    ).rows;
    const version = last?.version as string;
    await sql`DELETE FROM schema_migrations WHERE version = ${version}`.execute(server.engine.db);
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe('5');
        const body = response.json();
        expect(body).toMatchObject({
          code: 503,
          error: 'service_unavailable',
          data: { status: 'unavailable' },
        });
        expect(JSON.stringify(body)).not.toContain(version);
      }
      // The process itself is fine: an orchestrator must not restart it for this.
      expect((await server.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    } finally {
      await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(server.engine.db);
    }
    expect((await server.call({ method: 'GET', url: '/api/health/ready' })).status).toBe(200);
  });
});
