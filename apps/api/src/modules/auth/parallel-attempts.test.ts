import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type DatabaseEngine, openPostgres } from '../../db/engine.js';
import { DEMO_PASSWORD } from '../../seed/demo-users.js';
import { requestToken } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * Parallel login guesses: the login and forgot-password limits (5 per user name, 20 per address,
 * docs/security.md) hold against requests sent all at once, not only one after another, and
 * across two API processes on one database. "Checked" is what the database recorded: a row of
 * login_attempts is a password that was compared (or a reset request that went through).
 */
let server: TestServer;
/** A second API process on the same database (PostgreSQL: its own pool; PGlite: the same engine). */
let second: { app: FastifyInstance; engine: DatabaseEngine | null };

beforeAll(async () => {
  server = await startTestServer();
  let engine: DatabaseEngine | null = null;
  if (server.engine.kind === 'postgres') {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(server.engine.db);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    engine = await openPostgres(url.toString(), 5);
  }
  const built = await buildApp(server.config, engine ?? server.engine);
  second = { app: built.app, engine };
});

afterAll(async () => {
  await second?.app.close();
  await second?.engine?.close();
  await server?.close();
});

type Guess = { userName: string; password: string; ip: string; app?: FastifyInstance };

/** Every guess sent at once (Promise.all of real requests); answers their HTTP statuses in order. */
async function guessAtOnce(guesses: Guess[]): Promise<number[]> {
  const answers = await Promise.all(
    guesses.map(({ userName, password, ip, app }) =>
      app
        ? app.inject({
            method: 'POST',
            url: '/oauth/token',
            remoteAddress: ip,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({
              grant_type: 'password',
              username: userName,
              password,
              client_id: server.config.webClient.id,
            }).toString(),
          })
        : requestToken(server, { fields: { username: userName, password }, ip }),
    ),
  );
  return answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status));
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

async function attemptRows(where: { userName?: string; ip?: string; kind: 'login' | 'password_reset' }) {
  let query = server.engine.db
    .selectFrom('loginAttempts')
    .select(['succeeded'])
    .where('kind', '=', where.kind);
  if (where.userName) query = query.where('userName', '=', where.userName);
  if (where.ip) query = query.where('ip', '=', where.ip);
  return query.execute();
}

describe('parallel login guesses', () => {
  it('30 guesses at once for one user: 5 are checked, and the right password sent after them does not get in', async () => {
    expect(server.config.loginLimits.perUser).toBe(5);
    const guesses: Guess[] = Array.from({ length: 29 }, (_, index) => ({
      userName: 'vn1.qc',
      password: `Wrong@${index}abc`,
      // Each from its own address: the per-user limit alone must stop them.
      ip: `10.55.1.${index + 1}`,
    }));
    guesses.push({ userName: 'vn1.qc', password: DEMO_PASSWORD, ip: '10.55.1.30' });

    const statuses = await guessAtOnce(guesses);

    expect(count(statuses, 400)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    expect(statuses[29]).toBe(429);
    const rows = await attemptRows({ userName: 'vn1.qc', kind: 'login' });
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => !row.succeeded)).toBe(true);
  });

  it('100 guesses at once from one address: 20 are checked', async () => {
    expect(server.config.loginLimits.perIp).toBe(20);
    const ip = '10.55.2.1';
    const guesses = Array.from({ length: 100 }, (_, index) => ({
      userName: `guess.${index}`,
      password: 'Wrong@1234abc',
      ip,
    }));

    const statuses = await guessAtOnce(guesses);

    expect(count(statuses, 400)).toBe(20);
    expect(count(statuses, 429)).toBe(80);
    expect(await attemptRows({ ip, kind: 'login' })).toHaveLength(20);
  });

  it('two API processes on one database share the limit: 30 guesses split between them, 5 checked', async () => {
    const guesses: Guess[] = Array.from({ length: 30 }, (_, index) => ({
      userName: 'vn1.cs',
      password: `Wrong@${index}abc`,
      ip: `10.55.3.${index + 1}`,
      ...(index % 2 === 1 ? { app: second.app } : {}),
    }));

    const statuses = await guessAtOnce(guesses);

    expect(count(statuses, 400)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    expect(await attemptRows({ userName: 'vn1.cs', kind: 'login' })).toHaveLength(5);
    // Both processes refuse the right password now, from anywhere.
    expect(await guessAtOnce([{ userName: 'vn1.cs', password: DEMO_PASSWORD, ip: '10.55.3.100' }])).toEqual([
      429,
    ]);
    expect(
      await guessAtOnce([
        { userName: 'vn1.cs', password: DEMO_PASSWORD, ip: '10.55.3.101', app: second.app },
      ]),
    ).toEqual([429]);
  });

  it('the right password alone among parallel logins of other users still gets in', async () => {
    const statuses = await guessAtOnce([
      { userName: 'vn1.director', password: DEMO_PASSWORD, ip: '10.55.4.1' },
      ...Array.from({ length: 10 }, (_, index) => ({
        userName: `other.${index}`,
        password: 'Wrong@1234abc',
        ip: '10.55.4.2',
      })),
    ]);
    expect(statuses[0]).toBe(200);
    expect(await attemptRows({ userName: 'vn1.director', kind: 'login' })).toEqual([{ succeeded: true }]);
  });
});

describe('parallel forgot-password requests', () => {
  const askAtOnce = async (requests: { userName: string; ip: string; app?: FastifyInstance }[]) =>
    (
      await Promise.all(
        requests.map(({ userName, ip, app }) =>
          (app ?? server.app).inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { username: userName },
            remoteAddress: ip,
          }),
        ),
      )
    ).map((answer) => answer.statusCode);

  it('100 requests at once from one address, over two processes: 20 go through', async () => {
    const ip = '10.55.5.1';
    const statuses = await askAtOnce(
      Array.from({ length: 100 }, (_, index) => ({
        userName: `reset.${index}`,
        ip,
        ...(index % 2 === 1 ? { app: second.app } : {}),
      })),
    );
    expect(count(statuses, 200)).toBe(20);
    expect(count(statuses, 429)).toBe(80);
    expect(await attemptRows({ ip, kind: 'password_reset' })).toHaveLength(20);
  });

  it('30 requests at once for one user, over two processes: 5 go through', async () => {
    const statuses = await askAtOnce(
      Array.from({ length: 30 }, (_, index) => ({
        userName: 'vn1.logistics',
        ip: `10.55.6.${index + 1}`,
        ...(index % 2 === 1 ? { app: second.app } : {}),
      })),
    );
    expect(count(statuses, 200)).toBe(5);
    expect(await attemptRows({ userName: 'vn1.logistics', kind: 'password_reset' })).toHaveLength(5);
  });
});
