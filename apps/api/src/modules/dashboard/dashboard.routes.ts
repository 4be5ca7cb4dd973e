import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { fulfilmentSummary } from './dashboard.repository.js';

/** The dashboard's figures: the fulfilment summary of the validation and shipping roles. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.fulfilmentSummary, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => fulfilmentSummary(trx, new Date())),
  }));
}
