import { ENDPOINTS, LOGISTICS_SECRET_HEADER } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { logisticsFor } from './logistics.service.js';

/**
 * The partners' webhook, and the simulator's ticker: every LOGISTICS_SIM_TICK_MS the app moves
 * the simulator's parcels along (advanceSimulatedParcels, idempotent, so several API processes
 * ticking at once do no harm); stopped, and its last tick awaited, when the app closes.
 */
export function logisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logistics = logisticsFor(ctx);
  const tickMs = ctx.config.logistics.simTickMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  if (tickMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = logistics
          .advanceSimulatedParcels(new Date())
          .catch((error: unknown) => app.log.warn({ err: error }, 'logistics simulator tick failed'))
          .finally(() => {
            running = null;
          });
      }, tickMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  // Public: no caller's transaction (trx is undefined); the org is found from the call itself.
  registerEndpoint(app, ENDPOINTS.logisticsWebhook, async ({ params, query, body, request }) => {
    const header = request.headers[LOGISTICS_SECRET_HEADER];
    const secret = Array.isArray(header) ? header[0] : header;
    return { data: await logistics.webhook(params.partner, query.org, secret, request.headers, body) };
  });
}
