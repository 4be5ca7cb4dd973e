import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
  registerStepwiseEndpoint(app, ENDPOINTS.distributionCampaigns, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => listCampaigns(trx, user, 'lead', query.orgId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributionResellCampaigns, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => listCampaigns(trx, user, 'so', query.orgId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributionProducts, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => listProducts(trx, user, query.campaignId)),
  }));
  registerStepwiseEndpoint(
    app,
    ENDPOINTS.distributionTab,
    async ({ user, params, query, body, language }) => ({
      data: await ctx.scoped(user, (trx) => tabRows(trx, params.campaignId, query.tab, body, language)),
    }),
  );
  registerStepwiseEndpoint(
    app,
    ENDPOINTS.distributionRecallView,
    async ({ user, params, query, body, language }) => ({
      data: await ctx.scoped(user, (trx) => tabRows(trx, params.campaignId, query.tab, body, language, true)),
    }),
  );
  registerStepwiseEndpoint(app, ENDPOINTS.distributionGroups, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => listGroups(trx, params.campaignId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributionAgents, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => listAgents(trx, params.campaignId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributeToGroup, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => distributeToGroup(ctx, trx, user, params, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributeToAgents, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => distributeToAgents(ctx, trx, user, params, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.distributionRecall, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => recall(ctx, trx, user, params.campaignId, body)),
  }));
}
