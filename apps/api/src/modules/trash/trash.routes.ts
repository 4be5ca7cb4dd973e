import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { restoreLead, trashDetail, trashFilterUsers, trashList } from './trash.service.js';

/** Trash management (SPEC.md 7.5): the list (GET and POST), the filter's users, the lead, restore. */
export function trashRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.trashList, trashList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.trashListFilter, trashList, { filter: ({ body }) => body });
  registerEndpoint(app, ENDPOINTS.trashTrashers, async ({ trx, user, query }) => ({
    data: await trashFilterUsers(trx, user, query.orgId),
  }));
  registerEndpoint(app, ENDPOINTS.trashDetail, async ({ trx, params, language }) => ({
    data: await trashDetail(trx, params.leadId, language),
  }));
  registerEndpoint(app, ENDPOINTS.trashRestore, async ({ trx, user, params, body, language }) => ({
    data: await restoreLead(trx, user, params.leadId, body, language),
  }));
}
