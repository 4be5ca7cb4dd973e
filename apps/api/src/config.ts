import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Every setting comes from the environment; README.md lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  APP_ENV: z.enum(['PROD', 'DEV', 'UAT']).default('PROD'),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  /** The web app's OAuth client: public, identified by its id (docs/security.md). */
  WEB_CLIENT_ID: z.string().default('leadline-web'),
  /** Not a secret: the only client_secret value still accepted from callers that send one. */
  WEB_CLIENT_SECRET: z.string().default('leadline-web-secret'),
  /** Where the web client sends POST /oauth/token; empty means this server. */
  AUTH_BASE_URL: z.string().default(''),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_LEADS_PER_ORG: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  WEB_DIST_DIR: z.string().optional(),
  /** Set when behind a reverse proxy: client addresses (login rate limit) then come from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Telephony simulator (docs/telephony.md): time runs this many times faster; a seed makes outcomes repeatable. */
  TELEPHONY_SIM_SPEED: z.coerce.number().positive().max(10_000).default(1),
  TELEPHONY_SIM_SEED: z.string().optional(),
  /** How long the HTTP PBX provider waits for the PBX's click-to-call answer. */
  TELEPHONY_PBX_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Logistics partner simulator (docs/logistics.md): parcels move this many times faster; a seed repeats outcomes. */
  LOGISTICS_SIM_SPEED: z.coerce.number().positive().max(1_000_000).default(1),
  LOGISTICS_SIM_SEED: z.string().optional(),
  /** Simulated outcomes with a market's structure (docs/logistics.md); 'off': a flat return rate. */
  LOGISTICS_SIM_STRUCTURE: z.enum(['on', 'off']).default('on'),
  /** How long the parcel simulator takes to answer an accepted send (the fault bench: kills land mid-send). */
  LOGISTICS_SIM_ANSWER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How often the app moves the simulator's parcels along (0: never; a runner calls advanceSimulatedParcels). */
  LOGISTICS_SIM_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** How often one API process asks the polled partners (DHL eCommerce) for their parcels' statuses (0: never). */
  LOGISTICS_POLL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /** How long an HTTP partner adapter waits for each answer of the partner. */
  LOGISTICS_PARTNER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Up to this many rows a list's total is counted exactly; above it it is estimated (docs/orders.md). */
  LIST_TOTAL_CAP: z.coerce.number().int().positive().default(10_000),
  /** How often each API process looks for due jobs (docs/jobs.md); 0 = never by itself. */
  JOB_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** How many claimed jobs one process runs at once (partner calls wait on the network, not the CPU). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Connections one process keeps to PostgreSQL (docs/deploy.md sizes them against max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a connection before it is answered 503 (docs/reliability.md). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * API processes `npm start` runs (docs/deploy.md): a number, or `auto` for one per core. More
   * than one needs PostgreSQL (DATABASE_URL): PGlite's data folder belongs to one process.
   */
  WEB_CONCURRENCY: z
    .string()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, 'a whole number from 1 to 999, or auto')
    .default('1'),
  /**
   * Every answer checked against its zod schema, and the production serialiser's JSON compared with
   * it (http/answer-serializer.ts). The test servers set it; production serialises without checks.
   */
  CHECK_ANSWERS: z.enum(['true', 'false']).default('false'),
  /** Bearer token of GET /api/metrics; unset or empty: loopback callers only (docs/security.md). */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16)]).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  database: { poolSize: number; connectTimeoutMs: number };
  dataDir: string;
  appEnv: 'PROD' | 'DEV' | 'UAT';
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  webClient: { id: string; secret: string };
  authBaseUrl: string;
  seedDemo: boolean;
  demoLeadsPerOrg: number;
  loginLimits: { perUser: number; perIp: number; lockMinutes: number };
  webDistDir: string | null;
  logLevel: string;
  trustProxy: boolean;
  telephony: { simSpeed: number; simSeed: string | null; pbxTimeoutMs: number };
  logistics: {
    simSpeed: number;
    simSeed: string | null;
    /** LOGISTICS_SIM_STRUCTURE: outcomes with a market's structure (docs/logistics.md). */
    simStructure: boolean;
    simAnswerDelayMs: number;
    simTickMs: number;
    pollMs: number;
    partnerTimeoutMs: number;
  };
  listTotalCap: number;
  jobs: { pollMs: number; concurrency: number };
  metricsToken: string | null;
  /** Answers checked against their schemas (CHECK_ANSWERS; tests only). */
  checkAnswers: boolean;
  /** API processes asked for (WEB_CONCURRENCY, `auto` resolved to the cores); see processCount. */
  processes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL || null,
    database: { poolSize: values.DATABASE_POOL_SIZE, connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS },
    dataDir: resolve(values.DATA_DIR),
    appEnv: values.APP_ENV,
    jwtSecret: values.JWT_SECRET ?? null,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    webClient: { id: values.WEB_CLIENT_ID, secret: values.WEB_CLIENT_SECRET },
    authBaseUrl: values.AUTH_BASE_URL.replace(/\/+$/, ''),
    seedDemo: values.SEED_DEMO === 'true',
    demoLeadsPerOrg: values.DEMO_LEADS_PER_ORG,
    loginLimits: {
      perUser: values.LOGIN_MAX_FAILURES_PER_USER,
      perIp: values.LOGIN_MAX_FAILURES_PER_IP,
      lockMinutes: values.LOGIN_LOCK_MINUTES,
    },
    webDistDir: values.WEB_DIST_DIR ? resolve(values.WEB_DIST_DIR) : null,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY === 'true',
    telephony: {
      simSpeed: values.TELEPHONY_SIM_SPEED,
      simSeed: values.TELEPHONY_SIM_SEED ?? null,
      pbxTimeoutMs: values.TELEPHONY_PBX_TIMEOUT_MS,
    },
    logistics: {
      simSpeed: values.LOGISTICS_SIM_SPEED,
      simSeed: values.LOGISTICS_SIM_SEED ?? null,
      simStructure: values.LOGISTICS_SIM_STRUCTURE === 'on',
      simAnswerDelayMs: values.LOGISTICS_SIM_ANSWER_DELAY_MS,
      simTickMs: values.LOGISTICS_SIM_TICK_MS,
      pollMs: values.LOGISTICS_POLL_MS,
      partnerTimeoutMs: values.LOGISTICS_PARTNER_TIMEOUT_MS,
    },
    listTotalCap: values.LIST_TOTAL_CAP,
    jobs: { pollMs: values.JOB_POLL_MS, concurrency: values.JOB_CONCURRENCY },
    metricsToken: values.METRICS_TOKEN || null,
    checkAnswers: values.CHECK_ANSWERS === 'true',
    processes: values.WEB_CONCURRENCY === 'auto' ? availableParallelism() : Number(values.WEB_CONCURRENCY),
  };
}
