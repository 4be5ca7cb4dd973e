import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { checkMetricsAccess } from './metrics-access.js';
import { AppMetrics } from './metrics-registry.js';

/** What the metrics read of the push hub: its open streams. */
export interface PushStreamCount {
  readonly connectionCount: number;
}

/** The route's pattern, bounded by the routes the app has; no route (a 404 of the router): `unmatched`. */
function routeLabel(url: string | undefined): string {
  return url ?? 'unmatched';
}

/**
 * GET /api/metrics in Prometheus' text format (docs/deploy.md), and the hook that counts and times
 * every answer. Registered before the other routes, so the hook times them all.
 *
 * The answer is not the JSON envelope: Prometheus reads its own text format, and that format is
 * the endpoint's contract (docs/api.md). Its refusals are the envelope, as every refusal is.
 */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext, push: PushStreamCount): void {
  const metrics = new AppMetrics({
    db: ctx.systemDb,
    poolStats: () => ctx.engine.poolStats(),
    pushConnections: () => push.connectionCount,
    onReadError: (error) => app.log.warn({ err: error }, 'metrics: the jobs table could not be read'),
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        statusClass: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/api/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => checkMetricsAccess(request, ctx.config.metricsToken),
    },
    async (_request, reply) => {
      const text = await metrics.scrape();
      return reply.type(metrics.contentType).send(text);
    },
  );
}
