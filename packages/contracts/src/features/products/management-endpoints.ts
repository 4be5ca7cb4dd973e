import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import {
  catalogueHistorySchema,
  managedProductSchema,
  managedPromotionSchema,
  productInputSchema,
  productManagementFilterSchema,
  productManagementParamsSchema,
  productStockSchema,
  productTrashSchema,
  productUsageSchema,
  promotionFilterSchema,
  promotionInputSchema,
  stockAdjustSchema,
} from './product-management.js';
import { PRODUCT_MANAGE_ROLES } from './roles.js';

const params = productManagementParamsSchema;
const access = PRODUCT_MANAGE_ROLES;
const tag = 'product-management';

/** The example body of a promotion's create and edit. */
const promotionExample = {
  code: 'TET2026',
  name: 'Tết 2026: 10% off',
  productId: 1,
  discountPercent: 10,
  minQuantity: 1,
  startsAt: '2026-01-15T00:00:00Z',
  endsAt: '2026-02-28T23:59:59Z',
  active: true,
};

/**
 * Catalogue management (docs/products.md 'Management'): products, combos and free items, their
 * trash, stock per warehouse and promotions. Every write is audited.
 */
export const PRODUCT_MANAGEMENT_ENDPOINTS = {
  productManagementList: {
    method: 'POST',
    path: '/api/product-management/products/search',
    summary: 'Products, combos and free items for the management screens: filtered, paged, trash apart',
    tag,
    access,
    effect: 'read',
    body: productManagementFilterSchema,
    data: z.array(managedProductSchema),
    paged: true,
  },
  productManagementGet: {
    method: 'GET',
    path: '/api/product-management/products/:id',
    summary: 'One product as the management screens show it (trash included, element weights)',
    tag,
    access,
    params,
    data: managedProductSchema,
  },
  productCreate: {
    method: 'POST',
    path: '/api/product-management/products',
    summary: 'Creates a product, combo (with its elements) or free item; audited',
    tag,
    access,
    body: productInputSchema,
    data: managedProductSchema,
  },
  productUpdate: {
    method: 'PUT',
    path: '/api/product-management/products/:id',
    summary: 'Edits a product or combo (the type is fixed); audited with the fields that changed',
    tag,
    access,
    params,
    body: productInputSchema,
    data: managedProductSchema,
  },
  productUsage: {
    method: 'GET',
    path: '/api/product-management/products/:id/usage',
    summary: 'Combos, open sale orders and promotions that use a product (the warning before trash)',
    tag,
    access,
    params,
    data: productUsageSchema,
  },
  productTrash: {
    method: 'POST',
    path: '/api/product-management/products/:id/trash',
    summary: 'Moves a product to trash (confirmUsed when still in use); old orders keep showing it',
    tag,
    access,
    params,
    body: productTrashSchema,
    data: managedProductSchema,
  },
  productRestore: {
    method: 'POST',
    path: '/api/product-management/products/:id/restore',
    summary: 'Takes a product out of trash, inactive until someone activates it',
    tag,
    access,
    params,
    data: managedProductSchema,
  },
  productStock: {
    method: 'GET',
    path: '/api/product-management/products/:id/stock',
    summary: 'Stock of a product in each warehouse of its org',
    tag,
    access,
    params,
    data: z.array(productStockSchema),
  },
  productStockAdjust: {
    method: 'POST',
    path: '/api/product-management/products/:id/stock',
    summary: 'Adds or takes units of a product in one warehouse, with the reason; audited',
    tag,
    access,
    params,
    body: stockAdjustSchema,
    data: z.array(productStockSchema),
  },
  productHistory: {
    method: 'GET',
    path: '/api/product-management/products/:id/history',
    summary: 'Every change of a product (and its stock), newest first',
    tag,
    access,
    params,
    data: z.array(catalogueHistorySchema),
  },
  promotionManagementList: {
    method: 'POST',
    path: '/api/product-management/promotions/search',
    summary: 'Promotions of the org, in force or not, filtered and paged',
    tag,
    access,
    effect: 'read',
    body: promotionFilterSchema,
    data: z.array(managedPromotionSchema),
    paged: true,
  },
  promotionCreate: {
    method: 'POST',
    path: '/api/product-management/promotions',
    summary: 'Creates a promotion (percent at most 100, or an amount); audited',
    tag,
    access,
    body: promotionInputSchema,
    example: promotionExample,
    data: managedPromotionSchema,
  },
  promotionUpdate: {
    method: 'PUT',
    path: '/api/product-management/promotions/:id',
    summary: 'Edits a promotion (switching it off included); audited',
    tag,
    access,
    params,
    body: promotionInputSchema,
    example: promotionExample,
    data: managedPromotionSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
