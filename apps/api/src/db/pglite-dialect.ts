import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { SnakeCaseQueryCompiler } from './snake-case-compiler.js';
import type { UserWrites } from './user-writes.js';

/**
 * Kysely over PGlite. PGlite is one connection, so the driver hands it out to one holder at a
 * time: a transaction keeps it until commit or rollback and other queries wait, which keeps
 * concurrent transactions from leaking into each other (STACK.md).
 */
class ExclusiveLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  private readonly writes: ReturnType<UserWrites['connection']>;

  constructor(
    private readonly pglite: PGlite,
    userWrites: UserWrites,
  ) {
    this.writes = userWrites.connection();
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    this.writes.before(compiledQuery.sql);
    const result = await this.pglite
      .query<R>(compiledQuery.sql, [...compiledQuery.parameters])
      .finally(() => this.writes.after(compiledQuery.sql));
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && result.fields.length === 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new ExclusiveLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  constructor(
    private readonly pglite: PGlite,
    private readonly userWrites: UserWrites,
  ) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // A wrapper per holder keeps the release bookkeeping exact.
    const holder = new PGliteConnection(this.pglite, this.userWrites);
    this.releases.set(holder, release);
    return holder;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // The engine owns the PGlite instance and closes it.
  }

  /** Runs work that needs the raw PGlite (multi-statement scripts) while holding the lock. */
  async exclusive<T>(work: (pglite: PGlite) => Promise<T>): Promise<T> {
    const release = await this.lock.acquire();
    try {
      return await work(this.pglite);
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  readonly driver: PGliteDriver;

  constructor(pglite: PGlite, userWrites: UserWrites) {
    this.driver = new PGliteDriver(pglite, userWrites);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return this.driver;
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new SnakeCaseQueryCompiler();
  }
}
