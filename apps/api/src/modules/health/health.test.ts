import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers code 200 with the engine and the last migration once migrated', async () => {
    const { status, body } = await server.call<{ status: string; engine: string; version: string }>({
      method: 'GET',
      url: '/api/health',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('ok');
    expect(body.data.engine).toBe(server.engine.kind);
    expect(body.data.version).toMatch(/^\d{4}_.+\.sql$/);
  });
});
