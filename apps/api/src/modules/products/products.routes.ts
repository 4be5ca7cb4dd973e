import { ENDPOINTS, PRODUCT_TYPE } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { productManagementRoutes } from './product-management.routes.js';
import { findProduct, listProducts, listProductTypes } from './products.repository.js';
import { activePromotions } from './promotions.repository.js';
import { listWarehouses } from './stock.repository.js';

/** Routes of the products feature (SPEC.md 7.3), and the management screens' (product-management.routes.ts). */
export function productsRoutes(app: FastifyInstance, ctx: AppContext): void {
  productManagementRoutes(app, ctx);
  registerStepwiseEndpoint(app, ENDPOINTS.listProducts, async ({ user, query, language }) => {
    const { rows, total } = await ctx.scoped(user, (trx) => listProducts(trx, query, language));
    return { data: rows, total };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.getProduct, async ({ user, params, query, language }) => {
    // Another org's product is invisible under row-level security: the same answer as none.
    const product = await ctx.scoped(user, (trx) => findProduct(trx, params.id, language));
    if (!product || (query.product_type !== undefined && product.productType !== query.product_type)) {
      throw notFound();
    }
    return { data: product };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.getCombo, async ({ user, query, language }) => {
    const combo = await ctx.scoped(user, (trx) => findProduct(trx, query.combo_id, language));
    if (!combo || combo.productType !== PRODUCT_TYPE.COMBO) throw notFound();
    return { data: combo };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.listProductTypes, async ({ user, language }) => {
    const data = await ctx.scoped(user, (trx) => listProductTypes(trx, language));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.listPromotions, async ({ user, query }) => {
    const productIds = query.productId === undefined ? undefined : [query.productId];
    const data = await ctx.scoped(user, (trx) => activePromotions(trx, productIds));
    return { data, total: data.length };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.listWarehouses, async ({ user }) => {
    const data = await ctx.scoped(user, (trx) => listWarehouses(trx));
    return { data, total: data.length };
  });
}
