import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../testing/tcp-proxy.js';
import { testEngineKind } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * The API when PostgreSQL ends its sessions or goes away (a restart, a failover, a DBA's
 * pg_terminate_backend): the process lives, the requests on the lost sessions fail fast with 503
 * and Retry-After, the others go on, and the pool refills without a person. PostgreSQL only:
 * PGlite runs inside the process and has no sessions to lose.
 */
const onPostgres = testEngineKind() === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('database faults', () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let databaseName: string;
  let token: string;

  const orderList = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/orders/list',
      headers: { authorization: `Bearer ${token}` },
      payload: { page: 1, size: 10 },
    });

  /** The backends of the test database, the relay's and the admin's own aside. */
  const backends = async (where = 'true') =>
    (
      await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
        [databaseName],
      )
    ).rows.map((row) => row.pid);

  const terminate = async (pids: number[]) => {
    for (const pid of pids) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  };

  beforeAll(async () => {
    const serverUrl = new URL(process.env.DATABASE_URL as string);
    proxy = new TcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
    await proxy.up();
    server = await startTestServer({}, { connectVia: (url) => proxy.rewrite(url) });
    databaseName = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(server.engine.db))
      .rows[0]?.name as string;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    token = await server.login('vn1.agent');
  });

  afterAll(async () => {
    await admin?.end();
    await proxy?.up();
    await server?.close();
    await proxy?.down();
  });

  it('survives a session ended inside a transaction between two statements', async () => {
    // The case that ended the process: the connection is checked out, in a transaction, and no
    // statement is running when the server's 57P01 arrives.
    const outcome = await server.engine.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        await terminate([rows[0]?.pid as number]);
        await sleep(300);
        await sql`SELECT 1`.execute(trx);
        return 'committed';
      })
      .catch((error: Error) => error);
    expect(outcome).toBeInstanceOf(Error);
    // The pool gave up that connection and serves the next request on a new one.
    const after = await orderList();
    expect(after.statusCode).toBe(200);
    expect(after.json().code).toBe(200);
  });

  it('answers 503 with Retry-After to the request whose session is ended, and serves the others', async () => {
    // A request blocked inside its transaction: another session holds its table.
    const holderUrl = new URL(process.env.DATABASE_URL as string);
    holderUrl.pathname = `/${databaseName}`;
    const holder = new pg.Client({ connectionString: holderUrl.toString() });
    holder.on('error', () => undefined);
    await holder.connect();
    try {
      await holder.query(`SET lock_timeout = '10s'`);
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
      const blocked = orderList();
      let waiting: number[] = [];
      for (let attempt = 0; attempt < 100 && waiting.length === 0; attempt++) {
        await sleep(50);
        waiting = await backends(`wait_event_type = 'Lock'`);
      }
      // The request's session, and any background job's that reached the table meanwhile.
      expect(waiting.length).toBeGreaterThan(0);
      const ended = Date.now();
      await terminate(waiting);
      const answer = await blocked;
      expect(Date.now() - ended).toBeLessThan(2_000);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ code: 503, error: 'service_unavailable', data: null });
      expect(answer.body).not.toMatch(/57P01|terminating|stack|at /);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end().catch(() => undefined);
    }
    const next = await Promise.all([orderList(), orderList(), orderList()]);
    expect(next.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('refills the pool by itself after every session of the database is ended', async () => {
    // Fill the pool, then end every session: the pooled ones and the LISTEN connections.
    await Promise.all(Array.from({ length: 8 }, () => orderList()));
    const before = await backends();
    expect(before.length).toBeGreaterThan(1);
    await terminate(before);
    await sleep(300);
    const after = await Promise.all(Array.from({ length: 10 }, () => orderList()));
    expect(after.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect((await backends()).length).toBeGreaterThan(0);
  });

  it('answers 503 while the database is down, stays live, and serves again when it is back', async () => {
    // A LISTEN like the push hub's and the session cache's: told when it listens again, and hearing.
    const heard: string[] = [];
    let resumed = 0;
    const unlisten = await server.engine.listen(
      'leadline_fault_test',
      (payload) => heard.push(payload),
      () => {
        resumed += 1;
      },
    );
    await proxy.down();
    const started = Date.now();
    const during = await orderList();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({ code: 503, error: 'service_unavailable' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 503, data: { status: 'unavailable' } });
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.up();
    // No restart: the pool and the LISTEN connections come back on their own.
    let back = 0;
    for (let attempt = 0; attempt < 40 && back !== 200; attempt++) {
      back = (await orderList()).statusCode;
      if (back !== 200) await sleep(250);
    }
    expect(back).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    // A login (a write, password check and session) works too.
    expect(await server.login('vn1.validator')).toBeTruthy();
    await expect.poll(() => resumed, { timeout: 15_000 }).toBe(1);
    await sql`SELECT pg_notify('leadline_fault_test', 'after')`.execute(server.engine.db);
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['after']);
    await unlisten();
  });
});
