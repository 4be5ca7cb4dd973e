import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { UserWrites } from './user-writes.js';

/**
 * Fewer round trips and less planning on node-pg (docs/database.md 'Round trips and the session
 * cache': a call cost 6 to 8 round trips, and planning was 35% of PostgreSQL's statement time
 * because every statement was unnamed).
 *
 * 1. The org scope travels with BEGIN: withOrgScope (org-scope.ts) leaves its scope here, and the
 *    transaction's BEGIN is sent as one simple query "begin; select set_config(...)" instead of
 *    two round trips. Same statements, same transaction, same order: isolation is unchanged.
 * 2. Statements with parameters seen more than once are sent as named (prepared) statements, so
 *    each pooled connection parses them once and PostgreSQL may keep a generic plan. Named ones are
 *    bounded (MAX_NAMED texts a process): a list whose SQL varies (IN lists of every length) cannot
 *    grow the server's statement cache without end; beyond the bound statements stay unnamed.
 *
 * PGlite does not come here: it is one connection in the same process (no round trip to save).
 */

/** The org scope a transaction is about to take, left by withOrgScope for its BEGIN. */
export interface PendingScope {
  role: 'leadline_org' | 'leadline_hq';
  orgId: number;
  readOnly: boolean;
  /** Set once the scope went with a BEGIN: withOrgScope then sends nothing more. */
  applied: boolean;
}

export const pendingScope = new AsyncLocalStorage<PendingScope>();

/** Sees what is sent: the text (BEGIN and the scope as one), its values and its name if named. */
export type SentQueryListener = (sql: string, parameters: readonly unknown[], name?: string) => void;

const NAME_AFTER_USES = 2;
const MAX_NAMED = 2000;
const MAX_COUNTED = 20_000;

class StatementNames {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_NAMED) return known;
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses < NAME_AFTER_USES) {
      if (this.uses.size < MAX_COUNTED) this.uses.set(text, uses);
      return undefined;
    }
    this.uses.delete(text);
    const name = `ll_${createHash('sha1').update(text).digest('hex')}`;
    this.names.set(text, name);
    return name;
  }
}

function scopeBegin(scope: PendingScope): string | null {
  // Only values of a known shape are spliced into the text (the simple protocol has no parameters).
  if (!Number.isSafeInteger(scope.orgId) || scope.orgId < 0) return null;
  if (scope.role !== 'leadline_org' && scope.role !== 'leadline_hq') return null;
  return (
    `begin${scope.readOnly ? ' read only' : ''}; ` +
    `select set_config('role', '${scope.role}', true), set_config('leadline.org_id', '${scope.orgId}', true)`
  );
}

type QueryResult = pg.QueryResult<Record<string, unknown>>;

/** What Kysely's PostgresDialect needs of a pool, with the two savings above. */
export function roundTripPool(
  pool: pg.Pool,
  userWrites: UserWrites,
  onQuery?: SentQueryListener,
): PostgresPool {
  const names = new StatementNames();
  const wrapped = new WeakMap<pg.PoolClient, ReturnType<typeof wrap>>();

  const wrap = (client: pg.PoolClient) => {
    const writes = userWrites.connection();
    const send = (text: string, parameters: unknown[], name?: string): Promise<QueryResult> => {
      onQuery?.(text, parameters, name);
      writes.before(text);
      const sent = name ? client.query({ name, text, values: parameters }) : client.query(text, parameters);
      return (sent as Promise<QueryResult>).finally(() => writes.after(text));
    };
    return {
      query(text: unknown, values?: readonly unknown[]): Promise<QueryResult> {
        // A cursor (Kysely's stream) and anything else go as they are.
        if (typeof text !== 'string') return client.query(text as pg.QueryConfig) as Promise<QueryResult>;
        const parameters = values ? [...values] : [];
        if (parameters.length === 0 && /^begin$/i.test(text)) {
          const scope = pendingScope.getStore();
          const merged = scope && !scope.applied ? scopeBegin(scope) : null;
          if (scope && merged) {
            scope.applied = true;
            onQuery?.(merged, []);
            return (client.query(merged) as unknown as Promise<QueryResult | QueryResult[]>).then(
              (results) => (Array.isArray(results) ? (results[0] as QueryResult) : results),
              // BEGIN may have run and the scope failed: Kysely rolls back nothing when its BEGIN
              // fails, so end the transaction here rather than pool a connection left inside one.
              async (error: unknown) => {
                await client.query('rollback').catch(() => undefined);
                throw error;
              },
            );
          }
        }
        return send(text, parameters, parameters.length > 0 ? names.nameOf(text) : undefined);
      },
      release(error?: Error | boolean) {
        client.release(error);
      },
    };
  };

  return {
    async connect() {
      const client = await pool.connect();
      let connection = wrapped.get(client);
      if (!connection) {
        connection = wrap(client);
        wrapped.set(client, connection);
      }
      // The cursor overload (Kysely's stream) is passed through as it is, above.
      return connection as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
