import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { restoreLead, trashDetail, trashFilterUsers, trashList } from './trash.service.js';

/** Trash management (SPEC.md 7.5): the list (GET and POST), the filter's users, the lead, restore. */
export function trashRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.trashList, trashList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.trashListFilter, trashList, { filter: ({ body }) => body });
  registerStepwiseEndpoint(app, ENDPOINTS.trashTrashers, async ({ user, query }) => ({
    data: await ctx.scoped(user, (trx) => trashFilterUsers(trx, user, query.orgId)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.trashDetail, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => trashDetail(trx, params.leadId, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.trashRestore, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => restoreLead(trx, user, params.leadId, body, language)),
  }));
}
