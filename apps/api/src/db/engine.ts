import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnPostgres, type NotifyHandler, type Unlisten } from './notify-listener.js';
import { roundTripPool, type SentQueryListener } from './pg-round-trips.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';
import { camelCaseRows, SnakeCaseQueryCompiler } from './snake-case-compiler.js';
import { UserWrites } from './user-writes.js';

export type EngineKind = 'pglite' | 'postgres';

/**
 * The database behind Kysely: embedded PGlite (a data folder, or memory for tests) or a
 * PostgreSQL server. `runScript` runs multi-statement SQL (migrations), `exclusive` runs work on
 * one session (the migration lock needs that).
 */
export interface DatabaseSession {
  /** Runs one or more statements (simple protocol, no parameters). */
  run(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}

export interface DatabaseEngine {
  kind: EngineKind;
  db: Kysely<Database>;
  exclusive<T>(work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  /** This process's writes to users and user_roles (the session cache's validity; user-writes.ts). */
  userWrites: UserWrites;
  /** LISTEN on a channel: committed NOTIFYs of every session reach `onPayload` (the push hub). */
  listen(channel: string, onPayload: NotifyHandler, onResume?: () => void): Promise<Unlisten>;
  /**
   * Hears a server session that ended under the process (a restart, a failover, a DBA's
   * pg_terminate_backend): the requests on it fail by themselves and the pool replaces it; this is
   * for the log. PGlite runs in the process and never loses its session.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
  /**
   * The connection pool's state for the metrics (modules/metrics): connections open, idle, and
   * queries waiting for one. Null on PGlite: one serialised connection, no pool.
   */
  poolStats(): PoolStats | null;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export async function openPglite(dataDir: string | null): Promise<DatabaseEngine> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined, {
    // Counts and sums come back as numbers on both engines (see openPostgres).
    parsers: {
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (value: string) => Number(value),
    },
  });
  await pglite.exec(`SET TimeZone = 'UTC'`);
  const userWrites = new UserWrites();
  const dialect = new PGliteDialect(pglite, userWrites);
  const db = new Kysely<Database>({ dialect, plugins: [camelCaseRows()] });
  return {
    kind: 'pglite',
    db,
    userWrites,
    exclusive: (work) =>
      dialect.driver.exclusive((instance) =>
        work({
          run: async (sql) => {
            await instance.exec(sql);
          },
          rows: async <T>(sql: string) => (await instance.query<T>(sql)).rows,
        }),
      ),
    // Under the driver's lock, so that the LISTEN never runs inside another holder's transaction.
    async listen(channel, onPayload) {
      const stop = await dialect.driver.exclusive((instance) => instance.listen(channel, onPayload));
      return () => dialect.driver.exclusive(() => stop());
    },
    onConnectionLost: () => undefined,
    async close() {
      await db.destroy();
      await pglite.close();
    },
    poolStats: () => null,
  };
}

/**
 * Sees every statement sent to PostgreSQL as it is sent (benchmarks replay them as bare SQL): a
 * transaction's BEGIN with its org scope as one text, a prepared statement with its name.
 */
export type QueryListener = SentQueryListener;

/**
 * How long a request waits for a connection (a new one, or a turn in a full pool) before it is
 * answered 503: a server that is down refuses at once, but one behind a failed network path or a
 * failover's address change would otherwise hold every request until TCP gives up (minutes).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  onQuery?: QueryListener,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<DatabaseEngine> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // A primary that vanished without closing its sockets (a failover) is found by TCP keepalive.
    keepAlive: true,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text'),
    } as pg.CustomTypesConfig,
  });
  // An idle connection the server ends (a restart, a terminated backend, a dropped test database)
  // is an 'error' event of the pool: unheard, it would crash the process. pg has already removed
  // that client; the next query opens a new connection, and a query that fails says so itself.
  const lostListeners: Array<(error: Error) => void> = [];
  const connectionLost = (error: Error) => {
    for (const listener of lostListeners) listener(error);
  };
  pool.on('error', connectionLost);
  // A connection in use (checked out, inside a transaction between two statements) has no pool
  // listener: pg-pool removes its idle listener on checkout. When its server session ends there
  // (57P01 "terminating connection due to administrator command"), pg emits 'error' on the client,
  // and an 'error' nobody hears ends the Node process: one terminated backend took the API down.
  // Heard, the statement in flight and the next one fail on their own (answered 503 by the error
  // handler), and the pool discards the client on release because it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
  });
  const userWrites = new UserWrites();
  const db = new Kysely<Database>({
    // The scope with BEGIN and prepared statements for repeated ones (pg-round-trips.ts).
    dialect: new SnakeCasePostgresDialect({ pool: roundTripPool(pool, userWrites, onQuery) }),
    plugins: [camelCaseRows()],
  });
  return {
    kind: 'postgres',
    db,
    userWrites,
    async exclusive(work) {
      const client = await pool.connect();
      try {
        return await work({
          run: async (sql) => {
            await client.query(sql);
          },
          rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onResume) =>
      listenOnPostgres(connectionString, channel, onPayload, connectionLost, onResume),
    onConnectionLost(listener) {
      lostListeners.push(listener);
    },
    async close() {
      await db.destroy();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** PostgreSQL through node-pg, its identifiers snake_cased as they are written (snake-case-compiler.ts). */
class SnakeCasePostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new SnakeCaseQueryCompiler();
  }
}
