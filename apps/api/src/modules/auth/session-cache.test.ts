import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * Sessions are cached between calls (session-cache.ts; docs/database.md), yet a change of the user
 * ends the cached session: written by this process (seen by the drivers, at once) or by another one
 * (NOTIFY from migration 0029's triggers, within moments).
 */
describe('the session cache', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const me = (token: string) => server.call({ method: 'GET', url: '/api/agent/me', token });

  it('a write of this process, even raw SQL, ends the cached session on the next call', async () => {
    const token = await server.login('vn1.cs');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    await sql`UPDATE users SET blocked_reason = 'Blocked by the test' WHERE user_name = 'vn1.cs'`.execute(
      server.engine.db,
    );
    expect((await me(token)).status).toBe(403);
    await sql`UPDATE users SET blocked_reason = NULL WHERE user_name = 'vn1.cs'`.execute(server.engine.db);
    expect((await me(token)).status).toBe(200);
  });

  it('a write the drivers do not see (another process) ends it through the notification', async () => {
    const token = await server.login('vn1.finance');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    // A connection of its own, outside Kysely: as another API process or a psql session would write.
    await server.engine.exclusive((session) =>
      session.run(`UPDATE users SET active = false WHERE user_name = 'vn1.finance'`),
    );
    const started = Date.now();
    let status = (await me(token)).status;
    while (status === 200 && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await me(token)).status;
    }
    expect(status).toBe(403);
  });
});
