import { ENDPOINTS, HOLD_MINUTES } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  holdLead,
  orderList,
  orderManagement,
  reassign,
  resellList,
  resellRouter,
} from './orders.service.js';

/** Routes of the orders feature: the lists, hold lead and reassign (SPEC.md 7.2). */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Up to this many rows a list's total is exact, above it an estimate (list-total.ts).
  const totalCap = ctx.config.listTotalCap;
  registerEndpoint(app, ENDPOINTS.orderList, async ({ user, query, language }) => {
    const { rows, total, isEstimate } = await ctx.scoped(user, (trx) =>
      orderList(trx, user, query, language, totalCap),
    );
    return { data: rows, total, totalIsEstimate: isEstimate };
  });
  registerEndpoint(app, ENDPOINTS.orderListSearch, async ({ user, body, language }) => {
    const { rows, total, isEstimate } = await ctx.scoped(user, (trx) =>
      orderList(trx, user, body, language, totalCap),
    );
    return { data: rows, total, totalIsEstimate: isEstimate };
  });
  registerEndpoint(app, ENDPOINTS.orderListResell, async ({ user, query, body, language }) => {
    const { rows, total, isEstimate } = await ctx.scoped(user, (trx) =>
      resellList(trx, user, query, body, language, totalCap),
    );
    return { data: rows, total, totalIsEstimate: isEstimate };
  });
  registerEndpoint(app, ENDPOINTS.orderListResellRouter, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => resellRouter(trx, user)),
  }));
  registerEndpoint(app, ENDPOINTS.holdLead, async ({ user, body }) => {
    const data = await ctx.scoped(user, (trx) => holdLead(trx, user, body.leadId, body.release ?? false));
    return {
      data,
      messageKey: body.release ? 'ORDERS.HOLD.RELEASED' : 'ORDERS.HOLD.HELD',
      messageValues: { leadId: body.leadId, minutes: HOLD_MINUTES },
    };
  });
  registerEndpoint(app, ENDPOINTS.orderManagement, async ({ user, query, language }) => {
    const { rows, total, isEstimate } = await ctx.scoped(user, (trx) =>
      orderManagement(trx, user, query, language, totalCap),
    );
    return { data: rows, total, totalIsEstimate: isEstimate };
  });
  registerEndpoint(app, ENDPOINTS.orderManagementSearch, async ({ user, body, language }) => {
    const { rows, total, isEstimate } = await ctx.scoped(user, (trx) =>
      orderManagement(trx, user, body, language, totalCap),
    );
    return { data: rows, total, totalIsEstimate: isEstimate };
  });
  registerEndpoint(app, ENDPOINTS.reassign, async ({ user, body }) => ({
    data: { reassigned: await ctx.scoped(user, (trx) => reassign(trx, user, body.leadIds, body.agentId)) },
  }));
}
