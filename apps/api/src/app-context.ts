import type { AccessContext } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DatabaseEngine } from './db/engine.js';
import type { Database } from './db/schema.js';
import type { SessionUser } from './http/session-user.js';
import type { AuthService } from './modules/auth/index.js';
import type { PushPublisher } from './modules/push/index.js';
import type { JobRunner } from './shared/jobs/index.js';

/** What route modules are given: configuration, the database and the shared services. */
export interface AppContext {
  config: AppConfig;
  engine: DatabaseEngine;
  /** Unscoped: logins, migrations, background work. Request work runs in the pipeline's scope (http/register-endpoint.ts). */
  systemDb: Kysely<Database>;
  auth: AuthService;
  /** Live pushes to connected clients (modules/push): `publish(event, trx?)`, delivered on commit. */
  push: PushPublisher;
  /** Work kept in PostgreSQL (docs/jobs.md): modules register their job kinds' handlers here. */
  jobs: JobRunner;
  accessContext(user: SessionUser): AccessContext;
}

export function createAppContext(
  config: AppConfig,
  engine: DatabaseEngine,
  auth: AuthService,
  push: PushPublisher,
  jobs: JobRunner,
): AppContext {
  return {
    config,
    engine,
    systemDb: engine.db,
    auth,
    push,
    jobs,
    accessContext: (user) => ({ roles: user.roles, orgId: user.orgId, env: config.appEnv }),
  };
}
