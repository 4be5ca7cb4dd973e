import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { blockAgent, changeOwnState, liveBoard, readInstantState } from './presence.service.js';

export function presenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.changeAgentActivity, async ({ trx, user, params, body }) => ({
    data: await changeOwnState(trx, ctx.push, user, params.userId, body),
  }));

  registerEndpoint(app, ENDPOINTS.agentActivityInstant, async ({ trx, user, params }) => ({
    data: await readInstantState(trx, user, params.userId),
  }));

  registerEndpoint(app, ENDPOINTS.blockAgent, async ({ trx, user, params, body, request }) => {
    await blockAgent(trx, ctx.push, user, params.userId, body.message, request.ip);
    return { data: null };
  });

  registerEndpoint(app, ENDPOINTS.liveBoard, async ({ trx, user, query }) => {
    const data = await liveBoard(trx, user, query.orgId);
    return { data, total: data.length };
  });
}
