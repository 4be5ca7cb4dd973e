import { ENDPOINTS, HOLD_MINUTES } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  holdLead,
  orderList,
  orderManagement,
  reassign,
  resellFilter,
  resellList,
  resellRouter,
} from './orders.service.js';

/** Routes of the orders feature: the lists, hold lead and reassign (SPEC.md 7.2). */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.orderList, orderList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.orderListSearch, orderList, { filter: ({ body }) => body });
  registerListEndpoint(app, ctx, ENDPOINTS.orderListResell, resellList, {
    filter: ({ query, body }) => resellFilter(query, body),
  });
  registerStepwiseEndpoint(app, ENDPOINTS.orderListResellRouter, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => resellRouter(trx, user)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.holdLead, async ({ user, body }) => {
    const data = await ctx.scoped(user, (trx) => holdLead(trx, user, body.leadId, body.release ?? false));
    return {
      data,
      messageKey: body.release ? 'ORDERS.HOLD.RELEASED' : 'ORDERS.HOLD.HELD',
      messageValues: { leadId: body.leadId, minutes: HOLD_MINUTES },
    };
  });
  registerListEndpoint(app, ctx, ENDPOINTS.orderManagement, orderManagement, {
    filter: ({ query }) => query,
  });
  registerListEndpoint(app, ctx, ENDPOINTS.orderManagementSearch, orderManagement, {
    filter: ({ body }) => body,
  });
  registerStepwiseEndpoint(app, ENDPOINTS.reassign, async ({ user, body }) => ({
    data: { reassigned: await ctx.scoped(user, (trx) => reassign(trx, user, body.leadIds, body.agentId)) },
  }));
}
