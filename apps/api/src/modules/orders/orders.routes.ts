import { ENDPOINTS, HOLD_MINUTES } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
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
  registerEndpoint(app, ENDPOINTS.orderListResellRouter, async ({ trx, user }) => ({
    data: await resellRouter(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.holdLead, async ({ trx, user, body }) => {
    const data = await holdLead(trx, user, body.leadId, body.release ?? false);
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
  registerEndpoint(app, ENDPOINTS.reassign, async ({ trx, user, body }) => ({
    data: { reassigned: await reassign(trx, user, body.leadIds, body.agentId) },
  }));
}
