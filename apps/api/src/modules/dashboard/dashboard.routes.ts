import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { fulfilmentSummary } from './dashboard.repository.js';
import { agentPanel, financePanel, managerPanel, teamPanel } from './dashboard.service.js';

/** The dashboard's figures: the fulfilment summary and one call per role panel (docs/dashboard.md). */
export function dashboardRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.fulfilmentSummary, async ({ trx }) => ({
    data: await fulfilmentSummary(trx, new Date()),
  }));
  registerEndpoint(app, ENDPOINTS.dashboardAgent, async ({ trx, user }) => ({
    data: await agentPanel(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.dashboardTeam, async ({ trx, user }) => ({
    data: await teamPanel(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.dashboardManager, async ({ trx, user, query }) => ({
    data: await managerPanel(trx, user, query.days),
  }));
  registerEndpoint(app, ENDPOINTS.dashboardFinance, async ({ trx, user, query }) => ({
    data: await financePanel(trx, user, query.days),
  }));
}
