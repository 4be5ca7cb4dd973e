import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { blockAgent, changeOwnState, liveBoard, readInstantState } from './presence.service.js';

export function presenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.changeAgentActivity, async ({ user, params, body }) => ({
    data: await changeOwnState(ctx, user, params.userId, body),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.agentActivityInstant, async ({ user, params }) => ({
    data: await readInstantState(ctx, user, params.userId),
  }));

  registerStepwiseEndpoint(app, ENDPOINTS.blockAgent, async ({ user, params, body, request }) => {
    await blockAgent(ctx, user, params.userId, body.message, request.ip);
    return { data: null };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.liveBoard, async ({ user, query }) => {
    const data = await liveBoard(ctx, user, query.orgId);
    return { data, total: data.length };
  });
}
