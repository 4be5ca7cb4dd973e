import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
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
  registerEndpoint(app, ENDPOINTS.campaignCreate, async ({ trx, user, body }) => ({
    data: await createCampaign(trx, user, body),
  }));
  registerEndpoint(app, ENDPOINTS.campaignUpdate, async ({ trx, user, params, body }) => ({
    data: await updateCampaign(trx, user, params.campaignId, body),
  }));
  registerEndpoint(app, ENDPOINTS.campaignConfigure, async ({ trx, user, params, body }) => ({
    data: await configureCampaign(trx, user, params.campaignId, body),
  }));
  registerEndpoint(app, ENDPOINTS.callingListCreate, async ({ trx, user, params, body }) => ({
    data: await addCallingList(trx, user, params.campaignId, body),
  }));
  registerEndpoint(app, ENDPOINTS.callingListRename, async ({ trx, user, params, body }) => ({
    data: await renameCallingList(trx, user, params.campaignId, params.callingListId, body),
  }));
}
