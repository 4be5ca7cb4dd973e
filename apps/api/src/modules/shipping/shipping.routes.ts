import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  cancelDeliveryOrder,
  changeDhlStatus,
  orderDetail,
  orderHistory,
  shippingItems,
  shippingList,
} from './shipping.service.js';
import { prepareShippingExport } from './shipping-export.js';
import { importDeliveryOrders, importTemplate, readImportFile } from './shipping-import.js';

/** Shipping (SPEC.md 7.5; docs/shipping.md): lists, detail, history, items, cancel, DHL status, import, export. */
export function shippingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const timeoutMs = ctx.config.logistics.partnerTimeoutMs;
  registerListEndpoint(app, ctx, ENDPOINTS.shippingList, shippingList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.shippingListSearch, shippingList, { filter: ({ body }) => body });
  registerFileEndpoint(app, ENDPOINTS.shippingExport, ({ scope, user, body, language }) =>
    prepareShippingExport(scope, user, body, language),
  );
  registerEndpoint(app, ENDPOINTS.shippingOrderDetail, async ({ trx, params, language }) => ({
    data: await orderDetail(trx, params.doId, language),
  }));
  registerEndpoint(app, ENDPOINTS.shippingOrderHistory, async ({ trx, params, language }) => ({
    data: await orderHistory(trx, params.doId, language),
  }));
  registerEndpoint(app, ENDPOINTS.shippingOrderItems, async ({ trx, params, language }) => ({
    data: await shippingItems(trx, params.doId, language),
  }));
  registerEndpoint(app, ENDPOINTS.shippingCancel, async ({ trx, user, params, language }) => ({
    data: await cancelDeliveryOrder(trx, user, params.doId, language, timeoutMs),
  }));
  registerEndpoint(app, ENDPOINTS.shippingDhlStatus, async ({ trx, user, params, body, language }) => ({
    data: await changeDhlStatus(trx, user, params.doId, body, language),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.shippingImport, async ({ scope, user, upload, language }) => {
    // The file is read before the transaction opens (docs/uploads.md).
    const rows = await readImportFile(upload, language);
    const data = await scope((trx) => importDeliveryOrders(trx, user, rows, language, timeoutMs));
    return { data, messageKey: 'SHIPPING.MESSAGE.IMPORTED', messageValues: { count: data.imported } };
  });
  registerFileEndpoint(app, ENDPOINTS.shippingImportTemplate, async ({ language }) => ({
    body: await importTemplate(language),
  }));
}
