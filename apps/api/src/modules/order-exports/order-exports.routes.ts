import { ORDER_EXPORT_ENDPOINT_BY_KIND, ORDER_EXPORT_KINDS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { prepareOrderExport } from './order-exports.service.js';

/** POST /api/orders/management/export/{management|marketer|commission|collection} (SPEC.md 7.2). */
export function orderExportsRoutes(app: FastifyInstance): void {
  for (const kind of ORDER_EXPORT_KINDS) {
    registerFileEndpoint(app, ORDER_EXPORT_ENDPOINT_BY_KIND[kind], ({ scope, user, body, language }) =>
      prepareOrderExport(scope, user, kind, body, language),
    );
  }
}
