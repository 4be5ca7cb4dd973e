import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { fulfilmentSummary } from './dashboard.repository.js';
import { agentPanel, financePanel, managerPanel, teamPanel } from './dashboard.service.js';

/** The dashboard's figures: the fulfilment summary and one call per role panel (docs/dashboard.md). */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.fulfilmentSummary, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => fulfilmentSummary(trx, new Date())),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dashboardAgent, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => agentPanel(trx, user)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dashboardTeam, async ({ user }) => ({
    data: await ctx.scoped(user, (trx) => teamPanel(trx, user)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dashboardManager, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => managerPanel(trx, user, query.days)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dashboardFinance, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => financePanel(trx, user, query.days)),
  }));
}
