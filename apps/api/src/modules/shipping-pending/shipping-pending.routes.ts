import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import {
  registerEndpoint,
  registerStepwiseEndpoint,
  type ScopeRunner,
} from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  listFfm,
  removeDeliveryOrders,
  resendDeliveryOrders,
  shippingPendingList,
} from './shipping-pending.service.js';
import { prepareShippingPendingExport } from './shipping-pending-export.js';

/** Pending shipping (SPEC.md 7.5): the list, listFfm, resend, remove DO, the export. */
export function shippingPendingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.shippingPendingList, shippingPendingList, {
    filter: ({ query }) => query,
  });
  registerListEndpoint(app, ctx, ENDPOINTS.shippingPendingListFilter, shippingPendingList, {
    filter: ({ body }) => body,
  });
  registerEndpoint(app, ENDPOINTS.shippingPendingFfm, async ({ trx, user, query, language }) => ({
    data: await listFfm(trx, user as SessionUser, query.orgId, language),
  }));
  // Stepwise: the DOs are sent to their partners between the steps' transactions.
  registerStepwiseEndpoint(app, ENDPOINTS.shippingPendingResend, async ({ scope, user, body, language }) => ({
    data: await resendDeliveryOrders(ctx, scope as ScopeRunner, user as SessionUser, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.shippingPendingRemove, ({ trx, user, body }) =>
    removeDeliveryOrders(trx, user as SessionUser, body, ctx.config.logistics.partnerTimeoutMs),
  );
  registerFileEndpoint(app, ENDPOINTS.shippingPendingExport, ({ scope, user, body, language }) =>
    prepareShippingPendingExport(scope, user as SessionUser, body, language),
  );
}
