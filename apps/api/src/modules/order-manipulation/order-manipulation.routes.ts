import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { orderManipulationActors, orderManipulationList } from './order-manipulation.service.js';

/** Order manipulation: the list of changes (GET and POST) and the Who filter's users. */
export function orderManipulationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.orderManipulationList, orderManipulationList, {
    filter: ({ query }) => query,
  });
  registerListEndpoint(app, ctx, ENDPOINTS.orderManipulationListFilter, orderManipulationList, {
    filter: ({ body }) => body,
  });
  registerEndpoint(app, ENDPOINTS.orderManipulationActors, async ({ trx, user, query }) => ({
    data: await orderManipulationActors(trx, user, query),
  }));
}
