import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import {
  adjustProductStock,
  createProduct,
  createPromotion,
  editProduct,
  editPromotion,
  managedProduct,
  productManagementList,
  promotionManagementList,
  restoreProduct,
  stockOf,
  trashProduct,
  usageOfProduct,
} from './product-management.service.js';
import { catalogueHistory } from './stock-management.repository.js';

/** Catalogue management (docs/products.md 'Management'): thin routes over product-management.service.ts. */
export function productManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.productManagementList, productManagementList, {
    filter: ({ body }) => body,
  });
  registerEndpoint(app, ENDPOINTS.productManagementGet, async ({ trx, params, language }) => ({
    data: await managedProduct(trx, params.id, language),
  }));
  registerEndpoint(app, ENDPOINTS.productCreate, async ({ trx, user, body, language }) => ({
    data: await createProduct(trx, user, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.productUpdate, async ({ trx, user, params, body, language }) => ({
    data: await editProduct(trx, user, params.id, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.productUsage, async ({ trx, params }) => ({
    data: await usageOfProduct(trx, params.id),
  }));
  registerEndpoint(app, ENDPOINTS.productTrash, async ({ trx, user, params, body, language }) => ({
    data: await trashProduct(trx, user, params.id, body, language),
  }));
  registerEndpoint(app, ENDPOINTS.productRestore, async ({ trx, user, params, language }) => ({
    data: await restoreProduct(trx, user, params.id, language),
  }));
  registerEndpoint(app, ENDPOINTS.productStock, async ({ trx, params }) => {
    const data = await stockOf(trx, params.id);
    return { data, total: data.length };
  });
  registerEndpoint(app, ENDPOINTS.productStockAdjust, async ({ trx, user, params, body }) => {
    const data = await adjustProductStock(trx, user, params.id, body);
    return { data, total: data.length };
  });
  registerEndpoint(app, ENDPOINTS.productHistory, async ({ trx, params }) => {
    await stockOf(trx, params.id); // 404 for a product the caller cannot see
    const data = await catalogueHistory(trx, 'product', params.id);
    return { data, total: data.length };
  });
  registerListEndpoint(app, ctx, ENDPOINTS.promotionManagementList, promotionManagementList, {
    filter: ({ body }) => body,
  });
  registerEndpoint(app, ENDPOINTS.promotionCreate, async ({ trx, user, body }) => ({
    data: await createPromotion(trx, user, body),
  }));
  registerEndpoint(app, ENDPOINTS.promotionUpdate, async ({ trx, user, params, body }) => ({
    data: await editPromotion(trx, user, params.id, body),
  }));
}
