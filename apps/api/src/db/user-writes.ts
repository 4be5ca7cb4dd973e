/**
 * Writes of this process to the tables a session is read from (users, user_roles): the session
 * cache (modules/auth/session-cache.ts) keeps an entry only while `generation` has not moved.
 * The drivers (pg-round-trips.ts, pglite-dialect.ts) see every statement they send: a write moves
 * the generation when it is sent, when it has run, and again when its transaction commits or rolls
 * back, so a read that overlapped it is never kept and no entry outlives the commit. Writes of
 * other processes reach the cache by NOTIFY (migration 0029's triggers).
 */
const USER_WRITE =
  /\b(?:update|insert\s+into|delete\s+from)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:users|user_roles)"?(?=[\s(,;]|$)/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

export class UserWrites {
  generation = 0;

  bump(): void {
    this.generation += 1;
  }

  /** Tracks one connection's statements: call `before` as a statement is sent, `after` once it ran. */
  connection(): { before(sql: string): void; after(sql: string): void } {
    let dirty = false;
    return {
      before: (sql) => {
        if (USER_WRITE.test(sql)) {
          dirty = true;
          this.bump();
        }
      },
      after: (sql) => {
        if (!dirty) return;
        this.bump();
        if (TRANSACTION_END.test(sql)) dirty = false;
      },
    };
  }
}
