import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { scheduleCallback } from './callback.service.js';
import { checkConnection, recentOrders, startCall } from './lead-calls.service.js';
import { orderDetail, saveLead, updateSaleOrder } from './lead-detail.service.js';
import { readableHistory } from './lead-history.service.js';
import { changePhone } from './lead-phone.service.js';
import { createOrder } from './order-create.service.js';

/** Routes of the order edit screen (SPEC.md 7.2 'Order edit'). */
export function leadDetailRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.orderDetail, async ({ trx, user, params, language }) => ({
    data: await orderDetail(trx, user, params.leadId, language),
  }));
  registerEndpoint(app, ENDPOINTS.saveLead, async ({ trx, user, params, body, language }) => ({
    data: await saveLead(trx, user, params.leadId, body, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.startCall, async ({ scope, user, params, query }) => ({
    // The telephony provider is asked outside the transaction (lead-calls.service.ts).
    data: await startCall(ctx, scope, user, params.phone, query.leadId, query.auto === 'true'),
  }));
  registerEndpoint(app, ENDPOINTS.checkConnectionUncall, async ({ trx, user, params }) => ({
    data: await checkConnection(trx, user, params.leadId),
  }));
  registerEndpoint(app, ENDPOINTS.leadHistory, async ({ trx, user, params, language }) => ({
    data: await readableHistory(trx, user, params.leadId, language),
  }));
  registerEndpoint(app, ENDPOINTS.changePhone, async ({ trx, user, params, body, language }) => ({
    data: await changePhone(trx, user, params.leadId, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.scheduleCallback, async ({ trx, user, body }) => ({
    data: await scheduleCallback(trx, user, body),
  }));
  registerEndpoint(app, ENDPOINTS.updateSaleOrder, async ({ trx, user, params, body, language }) => ({
    data: await updateSaleOrder(trx, user, params.soId, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.createOrder, async ({ trx, user, body, language }) => ({
    data: await createOrder(trx, user, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.recentOrders, async ({ trx, user, params, language }) => ({
    data: await recentOrders(trx, user, params.leadId, language),
  }));
}
