import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
  registerStepwiseEndpoint(app, ENDPOINTS.shippingPendingFfm, async ({ user, query, language }) => ({
    data: await listFfm(ctx, user as SessionUser, query.orgId, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.shippingPendingResend, async ({ user, body, language }) => ({
    data: await resendDeliveryOrders(ctx, user as SessionUser, body, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.shippingPendingRemove, ({ user, body }) =>
    removeDeliveryOrders(ctx, user as SessionUser, body),
  );
  registerFileEndpoint(app, ENDPOINTS.shippingPendingExport, ({ scope, user, body, language }) =>
    prepareShippingPendingExport(scope, user as SessionUser, body, language),
  );
}
