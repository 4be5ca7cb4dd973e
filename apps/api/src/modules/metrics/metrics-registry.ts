import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { type JobQueueRow, readJobQueue } from './metrics.repository.js';

/** What the metrics read of the rest of the process at scrape time. */
export interface MetricsSources {
  db: Kysely<Database>;
  poolStats(): PoolStats | null;
  /** Streams open on this process's push hub (modules/push). */
  pushConnections(): number;
  /** Logged when the jobs table could not be read; the scrape answers without the queue. */
  onReadError(error: unknown): void;
}

/** One request as the counters label it: never the raw URL, whose ids would make a series each. */
export interface RequestLabels {
  method: string;
  /** The route's pattern (`/api/leads/:id`), or `unmatched` when no route took it. */
  route: string;
  statusClass: string;
}

/** Seconds: from a cached read (a few ms) to an export or a slow partner call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A scrape waits this long for the jobs table, then answers without the queue's figures. */
const QUEUE_READ_TIMEOUT_MS = 2000;

let processRegistry: Registry | null = null;

/**
 * The process's own figures (CPU, memory, event-loop lag, GC, handles): one set per process, made
 * on first use. Several apps in one process (the tests) share it; each app's registry holds the
 * figures of the app.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The figures of one app, in Prometheus' text format (docs/deploy.md lists them). */
export class AppMetrics {
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;
  private readonly registry = new Registry();
  private readonly labels = ['method', 'route', 'status_class'] as const;

  private readonly requests = new Counter({
    name: 'leadline_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: this.labels,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'leadline_http_request_duration_seconds',
    help: 'Time from the request received to the answer sent, by method, route pattern and status class',
    labelNames: this.labels,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** PGlite has no pool (one serialised connection): no pool figures at all rather than zeros. */
  private readonly pool: Record<'size' | 'idle' | 'inUse' | 'waiting', Gauge<string>> | null;
  private readonly jobs = {
    readOk: this.gauge(
      'leadline_jobs_read_ok',
      '1 when this scrape read the jobs table, 0 when the database did not answer in time',
    ),
    due: this.gauge('leadline_jobs_due', 'Jobs due and not claimed (the queue depth), by kind', ['kind']),
    scheduled: this.gauge('leadline_jobs_scheduled', 'Pending jobs due later, by kind', ['kind']),
    running: this.gauge('leadline_jobs_running', 'Jobs claimed under a live lease, by kind', ['kind']),
    oldestDueAge: this.gauge(
      'leadline_jobs_oldest_due_age_seconds',
      'Seconds since the oldest due job of the kind was due',
      ['kind'],
    ),
  };
  private readonly pushConnections = this.gauge(
    'leadline_push_connections',
    'Push streams (GET /api/push/stream) open on this process',
  );

  constructor(private readonly sources: MetricsSources) {
    this.pool =
      sources.poolStats() === null
        ? null
        : {
            size: this.gauge('leadline_db_pool_size', 'Connections the pool holds open to PostgreSQL'),
            idle: this.gauge('leadline_db_pool_idle', 'Open connections not in use'),
            inUse: this.gauge(
              'leadline_db_pool_in_use',
              'Connections running a query or holding a transaction',
            ),
            waiting: this.gauge('leadline_db_pool_waiting', 'Queries waiting for a free connection'),
          };
  }

  private gauge(name: string, help: string, labelNames: string[] = []): Gauge<string> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  observeRequest(labels: RequestLabels, seconds: number): void {
    const values = { method: labels.method, route: labels.route, status_class: labels.statusClass };
    this.requests.inc(values);
    this.latency.observe(values, seconds);
  }

  /** Reads the gauges' sources now and answers every figure as Prometheus text. */
  async scrape(): Promise<string> {
    this.readPool();
    this.pushConnections.set(this.sources.pushConnections());
    await this.readJobs();
    const [own, processFigures] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${processFigures}`;
  }

  private readPool(): void {
    const stats = this.sources.poolStats();
    if (!this.pool || !stats) return;
    this.pool.size.set(stats.total);
    this.pool.idle.set(stats.idle);
    this.pool.inUse.set(stats.total - stats.idle);
    this.pool.waiting.set(stats.waiting);
  }

  private async readJobs(): Promise<void> {
    let rows: JobQueueRow[] = [];
    try {
      rows = await withTimeout(readJobQueue(this.sources.db), QUEUE_READ_TIMEOUT_MS);
      this.jobs.readOk.set(1);
    } catch (error) {
      this.jobs.readOk.set(0);
      this.sources.onReadError(error);
    }
    // Rebuilt from the rows in one synchronous step (two scrapes at once never see half of it):
    // a kind with no unfinished job left leaves the figures.
    const { due, scheduled, running, oldestDueAge } = this.jobs;
    for (const gauge of [due, scheduled, running, oldestDueAge]) gauge.reset();
    for (const row of rows) {
      due.set({ kind: row.kind }, row.due);
      scheduled.set({ kind: row.kind }, row.scheduled);
      running.set({ kind: row.kind }, row.running);
      oldestDueAge.set({ kind: row.kind }, row.oldestDueAgeSeconds);
    }
  }
}
