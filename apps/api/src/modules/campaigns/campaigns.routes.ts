import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  addCallingList,
  campaignList,
  configureCampaign,
  createCampaign,
  renameCallingList,
  updateCampaign,
} from './campaigns.service.js';

/** Campaign management and configuration (docs/campaigns.md). */
export function campaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.campaignList, campaignList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.campaignListFilter, campaignList, { filter: ({ body }) => body });
  registerStepwiseEndpoint(app, ENDPOINTS.campaignCreate, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) => createCampaign(trx, user, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.campaignUpdate, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => updateCampaign(trx, user, params.campaignId, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.campaignConfigure, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => configureCampaign(trx, user, params.campaignId, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.callingListCreate, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => addCallingList(trx, user, params.campaignId, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.callingListRename, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) =>
      renameCallingList(trx, user, params.campaignId, params.callingListId, body),
    ),
  }));
}
