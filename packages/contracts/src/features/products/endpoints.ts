import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { PRODUCT_MANAGEMENT_ENDPOINTS } from './management-endpoints.js';
import {
  comboQuerySchema,
  productDetailQuerySchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productSummarySchema,
  productTypeSchema,
  promotionQuerySchema,
  promotionSchema,
  warehouseSchema,
} from './products.js';

/**
 * Every role reads the catalogue (ROLE_GROUPS.all is every role code). It is written as
 * 'authenticated' — any user with a role — because a list naming every role leaves no outsider
 * for the access-guard test to try (http/access-guard.test.ts); the effect is the same.
 */
const PRODUCT_READERS = 'authenticated' as const;

/** Calls of the products feature (SPEC.md 7.3); rows of other orgs are invisible (row-level security). */
export const PRODUCT_ENDPOINTS = {
  listProducts: {
    method: 'GET',
    path: '/api/products',
    summary: 'Products of the caller’s org by status, type (1 product, 2 combo, 3 free) and name or SKU',
    tag: 'products',
    access: PRODUCT_READERS,
    query: productListQuerySchema,
    data: z.array(productSummarySchema),
    paged: true,
  },
  getProduct: {
    method: 'GET',
    path: '/api/products/:id',
    summary:
      'One product with its price tiers, stock and combo elements (product_type must match when given)',
    tag: 'products',
    access: PRODUCT_READERS,
    params: productIdParamsSchema,
    query: productDetailQuerySchema,
    data: productDetailSchema,
  },
  getCombo: {
    method: 'GET',
    path: '/api/product-management/combo',
    summary: 'A combo with its elements',
    tag: 'products',
    access: PRODUCT_READERS,
    query: comboQuerySchema,
    data: productDetailSchema,
    refusals: [{ status: 404, error: 'not_found', when: 'no combo the caller’s org sells has the combo_id' }],
  },
  listProductTypes: {
    method: 'GET',
    path: '/api/product-types',
    summary: 'Product types (1 product, 2 combo, 3 free item), named in the caller’s language',
    tag: 'reference',
    access: PRODUCT_READERS,
    data: z.array(productTypeSchema),
  },
  listPromotions: {
    method: 'GET',
    path: '/api/promotions',
    summary: 'Promotions active now, for one product (with those for any product) or all',
    tag: 'products',
    access: PRODUCT_READERS,
    query: promotionQuerySchema,
    data: z.array(promotionSchema),
  },
  listWarehouses: {
    method: 'GET',
    path: '/api/warehouses',
    summary: 'Warehouses of the caller’s org with their stock totals',
    tag: 'products',
    access: PRODUCT_READERS,
    data: z.array(warehouseSchema),
  },
  ...PRODUCT_MANAGEMENT_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;
