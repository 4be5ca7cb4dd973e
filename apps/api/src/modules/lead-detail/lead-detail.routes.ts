import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { checkConnection, history, recentOrders, startCall } from './lead-calls.service.js';
import { orderDetail, saveLead } from './lead-detail.service.js';

/** Routes of the order edit screen (SPEC.md 7.2 'Order edit'). */
export function leadDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.orderDetail, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => orderDetail(trx, user, params.typeLead, params.leadId, language)),
  }));
  registerEndpoint(app, ENDPOINTS.saveLead, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => saveLead(trx, user, params.leadId, body, language)),
  }));
  registerEndpoint(app, ENDPOINTS.startCall, async ({ user, params, query }) => ({
    data: await ctx.scoped(user, (trx) => startCall(trx, user, params.phone, query.leadId)),
  }));
  registerEndpoint(app, ENDPOINTS.checkConnectionUncall, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => checkConnection(trx, user, params.leadId)),
  }));
  registerEndpoint(app, ENDPOINTS.leadHistory, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => history(trx, user, params.leadId)),
  }));
  registerEndpoint(app, ENDPOINTS.recentOrders, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => recentOrders(trx, user, params.leadId, language)),
  }));
}
