import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { scheduleCallback } from './callback.service.js';
import { checkConnection, recentOrders, startCall } from './lead-calls.service.js';
import { orderDetail, saveLead, updateSaleOrder } from './lead-detail.service.js';
import { readableHistory } from './lead-history.service.js';
import { changePhone } from './lead-phone.service.js';
import { createOrder } from './order-create.service.js';

/** Routes of the order edit screen (SPEC.md 7.2 'Order edit'). */
export function leadDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.orderDetail, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => orderDetail(trx, user, params.leadId, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.saveLead, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => saveLead(trx, user, params.leadId, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.startCall, async ({ user, params, query }) => ({
    // The telephony provider is asked outside the transaction (lead-calls.service.ts).
    data: await startCall(ctx, user, params.phone, query.leadId, query.auto === 'true'),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.checkConnectionUncall, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => checkConnection(trx, user, params.leadId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.leadHistory, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => readableHistory(trx, user, params.leadId, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.changePhone, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => changePhone(trx, user, params.leadId, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.scheduleCallback, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) => scheduleCallback(trx, user, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateSaleOrder, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => updateSaleOrder(trx, user, params.soId, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.createOrder, async ({ user, body, language }) => ({
    data: await ctx.scoped(user, (trx) => createOrder(trx, user, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.recentOrders, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => recentOrders(trx, user, params.leadId, language)),
  }));
}
