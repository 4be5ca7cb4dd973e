import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { validateOrderFor, validationDetailFor, validationList } from './validation.service.js';
import { prepareValidationExport } from './validation-export.js';

/** Order validation (SPEC.md 7.6): the list, PUT SO/Validate, the export (the delayed-DO job is delivery-orders'). */
export function validationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.validationList, validationList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.validationListSearch, validationList, {
    filter: ({ body }) => body,
  });
  registerEndpoint(app, ENDPOINTS.validationDetail, async ({ trx, user, query, language }) => ({
    data: await validationDetailFor(trx, user as SessionUser, query, language),
  }));
  registerEndpoint(app, ENDPOINTS.validateOrder, async ({ trx, user, body, language }) => ({
    data: await validateOrderFor(trx, user as SessionUser, body, language),
  }));
  registerFileEndpoint(app, ENDPOINTS.validationExport, ({ scope, user, body, language }) =>
    prepareValidationExport(scope, user, body, language),
  );
}
