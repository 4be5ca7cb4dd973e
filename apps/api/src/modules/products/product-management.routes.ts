import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
  registerStepwiseEndpoint(app, ENDPOINTS.productManagementGet, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => managedProduct(trx, params.id, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productCreate, async ({ user, body, language }) => ({
    data: await ctx.scoped(user, (trx) => createProduct(trx, user, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productUpdate, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => editProduct(trx, user, params.id, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productUsage, async ({ user, params }) => ({
    data: await ctx.scoped(user, (trx) => usageOfProduct(trx, params.id)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productTrash, async ({ user, params, body, language }) => ({
    data: await ctx.scoped(user, (trx) => trashProduct(trx, user, params.id, body, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productRestore, async ({ user, params, language }) => ({
    data: await ctx.scoped(user, (trx) => restoreProduct(trx, user, params.id, language)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.productStock, async ({ user, params }) => {
    const data = await ctx.scoped(user, (trx) => stockOf(trx, params.id));
    return { data, total: data.length };
  });
  registerStepwiseEndpoint(app, ENDPOINTS.productStockAdjust, async ({ user, params, body }) => {
    const data = await ctx.scoped(user, (trx) => adjustProductStock(trx, user, params.id, body));
    return { data, total: data.length };
  });
  registerStepwiseEndpoint(app, ENDPOINTS.productHistory, async ({ user, params }) => {
    const data = await ctx.scoped(user, async (trx) => {
      await stockOf(trx, params.id); // 404 for a product the caller cannot see
      return catalogueHistory(trx, 'product', params.id);
    });
    return { data, total: data.length };
  });
  registerListEndpoint(app, ctx, ENDPOINTS.promotionManagementList, promotionManagementList, {
    filter: ({ body }) => body,
  });
  registerStepwiseEndpoint(app, ENDPOINTS.promotionCreate, async ({ user, body }) => ({
    data: await ctx.scoped(user, (trx) => createPromotion(trx, user, body)),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.promotionUpdate, async ({ user, params, body }) => ({
    data: await ctx.scoped(user, (trx) => editPromotion(trx, user, params.id, body)),
  }));
}
