import type { DatabaseEngine } from '../../db/engine.js';
import type { Unlisten } from '../../db/notify-listener.js';
import type { SessionState } from './auth.repository.js';

/** The channel migration 0029's triggers notify on any change of users or user_roles. */
export const SESSION_CHANNEL = 'leadline_session';

/** A backstop only: a notification lost while the LISTEN connection was down ends here. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The session state of users (docs/database.md 'Round trips and the session cache': every call
 * re-read its user, one round trip of its 6 to 8). An entry is used only while nothing that could
 * change it happened since it was read:
 * - a write of this process to users or user_roles moves `engine.userWrites` (user-writes.ts:
 *   when sent, when run, and at its commit), so a deactivation, a block, a logout, a password or
 *   role change is seen by the very next call, and a read that overlapped the write is not kept;
 * - another process's write arrives by NOTIFY on SESSION_CHANNEL (triggers of migration 0029) and
 *   drops every entry;
 * - and no entry lives longer than TTL_MS.
 * Writes to users are rare (administration), so dropping every entry on each is cheap.
 */
export class SessionCache {
  private readonly entries = new Map<number, { state: SessionState; generation: number; readAt: number }>();
  /** Moved by the notifications of other processes. */
  private notified = 0;
  private unlisten: Unlisten | null = null;

  constructor(private readonly engine: Pick<DatabaseEngine, 'userWrites' | 'listen'>) {}

  async start(): Promise<void> {
    const forgetAll = () => {
      this.notified += 1;
      this.entries.clear();
    };
    // Resumed after the LISTEN connection was lost: a change may have gone unheard meanwhile.
    this.unlisten = await this.engine.listen(SESSION_CHANNEL, forgetAll, forgetAll);
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.entries.clear();
    await unlisten?.();
  }

  private generation(): number {
    return this.engine.userWrites.generation + this.notified;
  }

  async read(
    userId: number,
    load: () => Promise<SessionState | undefined>,
  ): Promise<SessionState | undefined> {
    const generation = this.generation();
    const now = Date.now();
    const hit = this.entries.get(userId);
    if (hit && hit.generation === generation && now - hit.readAt < TTL_MS) return hit.state;
    const state = await load();
    // Kept only if nothing moved while it was read: it may predate a write that has since run.
    if (state && this.unlisten && this.generation() === generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(userId, { state, generation, readAt: now });
    }
    return state;
  }
}
