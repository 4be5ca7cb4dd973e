import { ENDPOINTS, PRODUCT_TYPE } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { productManagementRoutes } from './product-management.routes.js';
import { findProduct, listProducts, listProductTypes } from './products.repository.js';
import { activePromotions } from './promotions.repository.js';
import { listWarehouses } from './stock.repository.js';

/** Routes of the products feature (SPEC.md 7.3), and the management screens' (product-management.routes.ts). */
export function productsRoutes(app: FastifyInstance, ctx: AppContext): void {
  productManagementRoutes(app, ctx);
  registerEndpoint(app, ENDPOINTS.listProducts, async ({ trx, query, language }) => {
    const { rows, total } = await listProducts(trx, query, language);
    return { data: rows, total };
  });

  registerEndpoint(app, ENDPOINTS.getProduct, async ({ trx, params, query, language }) => {
    // Another org's product is invisible under row-level security: the same answer as none.
    const product = await findProduct(trx, params.id, language);
    if (!product || (query.product_type !== undefined && product.productType !== query.product_type)) {
      throw notFound();
    }
    return { data: product };
  });

  registerEndpoint(app, ENDPOINTS.getCombo, async ({ trx, query, language }) => {
    const combo = await findProduct(trx, query.combo_id, language);
    if (!combo || combo.productType !== PRODUCT_TYPE.COMBO) throw notFound();
    return { data: combo };
  });

  registerEndpoint(app, ENDPOINTS.listProductTypes, async ({ trx, language }) => {
    const data = await listProductTypes(trx, language);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.listPromotions, async ({ trx, query }) => {
    const productIds = query.productId === undefined ? undefined : [query.productId];
    const data = await activePromotions(trx, productIds);
    return { data, total: data.length };
  });

  registerEndpoint(app, ENDPOINTS.listWarehouses, async ({ trx }) => {
    const data = await listWarehouses(trx);
    return { data, total: data.length };
  });
}
