import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from './app-context.js';
import type { Database } from './db/schema.js';
import type { TokenService } from './modules/auth/index.js';
import type { PushHub } from './modules/push/index.js';
import type { JobRunner } from './shared/jobs/index.js';

/**
 * The layer of an API module (docs/architecture.md "Layers"), checked by `npm run boundaries`:
 * - `platform`: what every request or module stands on (auth, push, audit, presence, metrics…);
 *   imports no domain or screen module;
 * - `domain`: a business resource's rules and their SQL (sale orders, delivery orders, products,
 *   payments, leads…), which screens build on; imports platform and domain modules, no screen;
 * - `screen`: the module of one list or screen; imports platform and domain, never another screen.
 */
export type ApiLayer = 'platform' | 'domain' | 'screen';

/** What app.ts hands a module's registration: the server, the context, and the services made first. */
export interface ModuleWiring {
  app: FastifyInstance;
  ctx: AppContext;
  /** The agent's password change signs in again with it. */
  tokens: TokenService;
  /** The hub itself (the stream's route, the metrics' open streams), not only its publisher. */
  push: PushHub;
}

export interface SeedOptions {
  /** Demo data too (SEED_DEMO), not only what the product needs. */
  demo: boolean;
  demoLeadsPerOrg?: number;
}

/**
 * One step of the start's seed (bootstrap.ts). Steps run by `order`, the central ones of seed/
 * included (seed/seed-steps.ts lists them all with their numbers): a step comes after the data it
 * refers to. `demo` steps run only when the demo data is asked for.
 */
export interface SeedStep {
  order: number;
  demo?: boolean;
  run(db: Kysely<Database>, options: SeedOptions): Promise<void>;
}

/**
 * What one module of apps/api/src/modules/ brings, declared once in its own folder
 * (`<module>.module.ts`, exported as `apiModule`); app.ts and the seed collect every module through
 * modules/index.generated.ts (scripts/write-api-module-index.ts writes it).
 */
export interface ApiModule {
  layer: ApiLayer;
  /** App-wide hooks, installed before any module's routes (the metrics time every answer). */
  hooks?(wiring: ModuleWiring): void;
  routes?(wiring: ModuleWiring): void;
  /** Its job kinds' handlers and recurring jobs (docs/jobs.md), on this process's runner. */
  jobs?(jobs: JobRunner, ctx: AppContext): void;
  seeds?: readonly SeedStep[];
}
