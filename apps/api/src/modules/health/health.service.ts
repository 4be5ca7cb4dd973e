import type { Kysely } from 'kysely';
import { migrationFiles } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { countAppliedMigrations } from './health.repository.js';

/**
 * A readiness probe that hangs is as bad as one that fails, and worse for a load balancer waiting
 * on it: past this the answer is "not ready".
 */
export const READINESS_TIMEOUT_MS = 3_000;

export type Readiness = { ready: true } | { ready: false; reason: 'database_unreachable' | 'not_migrated' };

/**
 * Ready when the database answers within the time and holds every migration this build ships. A
 * newer database (a rolling upgrade whose first process migrated) is ready for an older build:
 * migrations are written to be compatible with the release before them (docs/deploy.md).
 */
export class HealthService {
  private readonly migrations = migrationFiles();

  constructor(private readonly db: Kysely<Database>) {}

  async readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS);
    });
    try {
      const applied = await Promise.race([countAppliedMigrations(this.db, this.migrations), timedOut]);
      if (applied === 'timeout') return { ready: false, reason: 'database_unreachable' };
      return applied === this.migrations.length ? { ready: true } : { ready: false, reason: 'not_migrated' };
    } catch {
      return { ready: false, reason: 'database_unreachable' };
    } finally {
      clearTimeout(timer);
    }
  }
}
