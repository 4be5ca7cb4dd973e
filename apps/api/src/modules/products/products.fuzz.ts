import type { FuzzBaselines, FuzzFixtures } from '../../testing/fuzz-baselines.js';

const productInput = () => ({
  sku: `FUZZ-${Math.random().toString(36).slice(2)}`,
  name: 'Fuzz product',
  productType: 1,
  price: '1000|2000',
  listPrice: '1500',
  dscr: 'a',
  dscrForAgent: 'b',
  status: 1,
});
const promotionInput = (fx: FuzzFixtures) => ({
  code: `FUZZ-${Math.random().toString(36).slice(2)}`,
  name: 'Fuzz promotion',
  productId: fx.productId,
  discountPercent: 5,
  minQuantity: 1,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  active: true,
});

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  listProducts: () => ({ query: { status: '1', productType: '1', search: 'a' } }),
  getProduct: (fx) => ({ params: { id: fx.productId }, query: { product_type: '1' } }),
  getCombo: (fx) => ({ query: { combo_id: String(fx.comboId) } }),
  listPromotions: (fx) => ({ query: { productId: String(fx.productId) } }),
  productManagementList: () => ({
    body: { search: 'a', productType: 1, status: 1, trashed: false, limit: 5 },
  }),
  productManagementGet: (fx) => ({ params: { id: fx.productId } }),
  productCreate: () => ({ body: productInput() }),
  productUpdate: (fx) => ({ params: { id: fx.managedProductId }, body: productInput() }),
  productUsage: (fx) => ({ params: { id: fx.productId } }),
  productTrash: (fx) => ({ params: { id: fx.trashProductId }, body: { note: 'fuzz', confirmUsed: true } }),
  productRestore: (fx) => ({ params: { id: fx.trashedProductId } }),
  productStock: (fx) => ({ params: { id: fx.productId } }),
  productStockAdjust: (fx) => ({
    params: { id: fx.managedProductId },
    body: { warehouseId: fx.warehouseId, delta: 3, reason: 'fuzz' },
  }),
  productHistory: (fx) => ({ params: { id: fx.productId } }),
  promotionManagementList: () => ({ body: { search: 'a', state: 'inForce', limit: 5 } }),
  promotionCreate: (fx) => ({ body: promotionInput(fx) }),
  promotionUpdate: (fx) => ({ params: { id: fx.promotionId }, body: promotionInput(fx) }),
};
