import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { serviceUnavailable } from '../../http/app-error.js';
import { RETRY_AFTER_SECONDS } from '../../http/database-unavailable.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { HealthService } from './health.service.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const health = new HealthService(ctx.systemDb);
  const ok = { data: { status: 'ok' as const } };

  registerEndpoint(app, ENDPOINTS.healthLive, async () => ok);

  const ready = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const readiness = await health.readiness();
    if (readiness.ready) return ok;
    // The reason is for the operator's log, not for an anonymous caller.
    request.log.warn({ reason: readiness.reason }, 'not ready');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw serviceUnavailable(RETRY_AFTER_SECONDS, { status: 'unavailable' });
  };
  registerEndpoint(app, ENDPOINTS.healthReady, ready);
  registerEndpoint(app, ENDPOINTS.health, ready);
}
