import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  distributeToAgents,
  distributeToGroup,
  listAgents,
  listCampaigns,
  listGroups,
  listProducts,
  recall,
  tabRows,
} from './distribution.service.js';

/** Bulk distribution (SPEC.md 7.8; docs/distribution.md). */
export function distributionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.distributionCampaigns, async ({ trx, user, query }) => ({
    data: await listCampaigns(trx, user, 'lead', query.orgId),
  }));
  registerEndpoint(app, ENDPOINTS.distributionResellCampaigns, async ({ trx, user, query }) => ({
    data: await listCampaigns(trx, user, 'so', query.orgId),
  }));
  registerEndpoint(app, ENDPOINTS.distributionProducts, async ({ trx, user, query }) => ({
    data: await listProducts(trx, user, query.campaignId),
  }));
  registerEndpoint(app, ENDPOINTS.distributionTab, async ({ trx, params, query, body, language }) => ({
    data: await tabRows(trx, params.campaignId, query.tab, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.distributionRecallView, async ({ trx, params, query, body, language }) => ({
    data: await tabRows(trx, params.campaignId, query.tab, body, language, true),
  }));
  registerEndpoint(app, ENDPOINTS.distributionGroups, async ({ trx, params }) => ({
    data: await listGroups(trx, params.campaignId),
  }));
  registerEndpoint(app, ENDPOINTS.distributionAgents, async ({ trx, params }) => ({
    data: await listAgents(trx, params.campaignId),
  }));
  registerEndpoint(app, ENDPOINTS.distributeToGroup, async ({ trx, user, params, body }) => ({
    data: await distributeToGroup(ctx, trx, user, params, body),
  }));
  registerEndpoint(app, ENDPOINTS.distributeToAgents, async ({ trx, user, params, body }) => ({
    data: await distributeToAgents(ctx, trx, user, params, body),
  }));
  registerEndpoint(app, ENDPOINTS.distributionRecall, async ({ trx, user, params, body }) => ({
    data: await recall(ctx, trx, user, params.campaignId, body),
  }));
}
