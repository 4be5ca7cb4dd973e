import type {
  CatalogueHistoryEntry,
  ManagedProduct,
  ManagedPromotion,
  ProductInput,
  ProductStock,
  ProductSummary,
  ProductUsage,
  Promotion,
  PromotionInput,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/** Catalogue management (docs/products.md 'Management') through the API, on the engine of the run. */

const VN1 = 4;
const TH1 = 10;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const userName of ['vn1.manager', 'vn1.agent', 'th1.manager', 'hq.admin']) {
    tokens[userName] = await server.login(userName);
  }
});
afterAll(() => server.close());

const call = <T>(
  userName: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  server.call<T>({
    method,
    url,
    token: tokens[userName]!,
    headers: { 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const db = () => server.engine.db;

async function productOf(orgId: number, productType: number): Promise<{ id: number; price: string }> {
  return db()
    .selectFrom('products')
    .select(['id', 'price'])
    .where('orgId', '=', orgId)
    .where('productType', '=', productType)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

let serial = 0;
const sku = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

const plain = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  sku: sku('T'),
  name: `Test product ${serial}`,
  productType: 1,
  price: '250000|450000',
  listPrice: '300000',
  dscr: 'A test product',
  dscrForAgent: 'Say it is a test',
  status: 1,
  ...overrides,
});

const promotion = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  code: sku('P'),
  name: 'Test promotion',
  productId: null,
  discountPercent: 10,
  minQuantity: 1,
  startsAt: '2020-01-01T00:00:00Z',
  endsAt: null,
  active: true,
  ...overrides,
});

const create = (userName: string, input: ProductInput) =>
  call<ManagedProduct>(userName, 'POST', '/api/product-management/products', input);

type ComboElement = { quantity: number; weightPercent: number };

/** The VN1 manager creates a combo of VN1's first and third products, each with its quantity and weight. */
async function createCombo(ownElement: ComboElement, freeElement: ComboElement) {
  const own = await productOf(VN1, 1);
  const free = await productOf(VN1, 3);
  const answer = await create(
    'vn1.manager',
    plain({
      productType: 2,
      price: '500000',
      elements: [
        { prodId: own.id, ...ownElement },
        { prodId: free.id, ...freeElement },
      ],
    }),
  );
  return { own, free, answer };
}

describe('products: create, edit, history', () => {
  it('a manager creates a product, lists it, edits it; each change is in its history', async () => {
    const created = await create('vn1.manager', plain());
    expect(created.status).toBe(200);
    const product = created.body.data;
    expect(product).toMatchObject({ orgId: VN1, productType: 1, price: '250000|450000', trashedAt: null });

    const list = await call<ManagedProduct[]>(
      'vn1.manager',
      'POST',
      '/api/product-management/products/search',
      {
        search: product.sku,
      },
    );
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]!.prodId).toBe(product.prodId);

    const edited = await call<ManagedProduct>(
      'vn1.manager',
      'PUT',
      `/api/product-management/products/${product.prodId}`,
      plain({ sku: product.sku, name: 'Renamed', price: '260000' }),
    );
    expect(edited.body.data).toMatchObject({ prodName: 'Renamed', price: '260000' });

    const history = await call<CatalogueHistoryEntry[]>(
      'vn1.manager',
      'GET',
      `/api/product-management/products/${product.prodId}/history`,
    );
    expect(history.body.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.body.data[0]!.fields.sort()).toEqual(['name', 'price']);
  });

  it('refuses an edit made on a stale copy (someone saved meanwhile)', async () => {
    const product = (await create('vn1.manager', plain())).body.data;
    const url = `/api/product-management/products/${product.prodId}`;
    const first = await call<ManagedProduct>(
      'vn1.manager',
      'PUT',
      url,
      plain({ sku: product.sku, name: 'First', expectedUpdatedAt: product.updatedAt }),
    );
    expect(first.status).toBe(200);
    const stale = await call('vn1.manager', 'PUT', url, {
      ...plain({ sku: product.sku, name: 'Second' }),
      expectedUpdatedAt: product.updatedAt,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(
      'Someone else changed this meanwhile. Close the dialog, reload and try again.',
    );
    const now = await call<ManagedProduct>('vn1.manager', 'GET', url);
    expect(now.body.data.prodName).toBe('First');
  });

  it('refuses a SKU taken in the org, and a change of type', async () => {
    const first = await create('vn1.manager', plain());
    const again = await create('vn1.manager', plain({ sku: first.body.data.sku }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This SKU is already used in this organisation.');
    const retyped = await call(
      'vn1.manager',
      'PUT',
      `/api/product-management/products/${first.body.data.prodId}`,
      plain({ sku: first.body.data.sku, productType: 3, price: '0' }),
    );
    expect(retyped.status).toBe(400);
    expect(retyped.body.message).toBe('The type of a product cannot be changed.');
  });

  it('an agent may not manage the catalogue; another org’s product does not exist', async () => {
    expect((await create('vn1.agent', plain())).status).toBe(403);
    const th = await productOf(TH1, 1);
    expect((await call('vn1.manager', 'GET', `/api/product-management/products/${th.id}`)).status).toBe(404);
    const put = await call('vn1.manager', 'PUT', `/api/product-management/products/${th.id}`, plain());
    expect(put.status).toBe(404);
  });

  it('HQ names the org of a new product', async () => {
    const without = await create('hq.admin', plain());
    expect(without.body.message).toBe('Choose the organisation.');
    const withOrg = await create('hq.admin', plain({ orgId: TH1 }));
    expect(withOrg.body.data.orgId).toBe(TH1);
  });
});

describe('combos: elements and weights', () => {
  it('a combo with a product of another org is refused: Product is not true.', async () => {
    const own = await productOf(VN1, 1);
    const foreign = await productOf(TH1, 1);
    const combo = plain({
      productType: 2,
      price: '500000',
      elements: [
        { prodId: own.id, quantity: 1, weightPercent: 50 },
        { prodId: foreign.id, quantity: 1, weightPercent: 50 },
      ],
    });
    const answer = await create('vn1.manager', combo);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Product is not true.');
    const stored = await db().selectFrom('products').select('id').where('sku', '=', combo.sku).execute();
    expect(stored).toEqual([]);
  });

  it('weights over 100 are refused: Weight (%) can not bigger than.', async () => {
    const { answer } = await createCombo(
      { quantity: 1, weightPercent: 80 },
      { quantity: 1, weightPercent: 30 },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Weight (%) can not bigger than.');
  });

  it('a combo is created with its elements and weights, and agents see it', async () => {
    const { own, free, answer } = await createCombo(
      { quantity: 2, weightPercent: 90 },
      { quantity: 1, weightPercent: 10 },
    );
    expect(answer.status).toBe(200);
    const combo = answer.body.data;
    expect(
      combo.productInCombo.map((element) => [element.prodId, element.quantity, element.weightPercent]),
    ).toEqual(
      [
        [own.id, 2, 90],
        [free.id, 1, 10],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    const agentList = await call<ProductSummary[]>(
      'vn1.agent',
      'GET',
      `/api/products?productType=2&status=1&limit=200`,
    );
    expect(agentList.body.data.map((product) => product.prodId)).toContain(combo.prodId);
  });
});

describe('promotions: rules and SPEC.md 5 messages', () => {
  it('a discount over 100 is refused with the message, in English and Vietnamese; nothing is stored', async () => {
    const input = promotion({ discountPercent: 120 });
    const answer = await call('vn1.manager', 'POST', '/api/product-management/promotions', input);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Discount can not bigger than 100.');
    const vi = await call('vn1.manager', 'POST', '/api/product-management/promotions', input, 'vi');
    expect(vi.body.message).toContain('Chiết khấu không được lớn hơn 100.');
    const stored = await db().selectFrom('promotions').select('id').where('code', '=', input.code).execute();
    expect(stored).toEqual([]);
  });

  it('an amount over the product’s price, and a product of another org, are refused', async () => {
    const own = await productOf(VN1, 1);
    const over = await call(
      'vn1.manager',
      'POST',
      '/api/product-management/promotions',
      promotion({
        productId: own.id,
        discountPercent: null,
        discountAmount: Number(own.price.split('|')[0]) + 1,
      }),
    );
    expect(over.body.message).toBe('Discount amount cannot be greater than the product price.');
    const foreign = await productOf(TH1, 1);
    const other = await call(
      'vn1.manager',
      'POST',
      '/api/product-management/promotions',
      promotion({ productId: foreign.id }),
    );
    expect(other.body.message).toBe('Product is not true.');
  });

  it('a manager creates a promotion the agent sees on the product; switching it off hides it', async () => {
    const own = await productOf(VN1, 1);
    const created = await call<ManagedPromotion>(
      'vn1.manager',
      'POST',
      '/api/product-management/promotions',
      promotion({ productId: own.id, discountPercent: 12.5, minQuantity: 2 }),
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ inForce: true, discountPercent: 12.5, productId: own.id });
    const seen = await call<Promotion[]>('vn1.agent', 'GET', `/api/promotions?productId=${own.id}`);
    expect(seen.body.data.map((item) => item.id)).toContain(created.body.data.id);

    const off = await call<ManagedPromotion>(
      'vn1.manager',
      'PUT',
      `/api/product-management/promotions/${created.body.data.id}`,
      promotion({
        code: created.body.data.code,
        productId: own.id,
        discountPercent: 12.5,
        minQuantity: 2,
        active: false,
      }),
    );
    expect(off.body.data.inForce).toBe(false);
    const after = await call<Promotion[]>('vn1.agent', 'GET', `/api/promotions?productId=${own.id}`);
    expect(after.body.data.map((item) => item.id)).not.toContain(created.body.data.id);
    const audit = await db()
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'promotion')
      .where('entityId', '=', String(created.body.data.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
  });
});

describe('stock per warehouse', () => {
  it('adjusts stock in a warehouse, audited; never below 0 on hand; not for combos', async () => {
    const product = (await create('vn1.manager', plain())).body.data;
    const url = `/api/product-management/products/${product.prodId}/stock`;
    const before = await call<ProductStock[]>('vn1.manager', 'GET', url);
    expect(before.body.data.length).toBeGreaterThan(0);
    expect(before.body.data.every((row) => row.available === 0)).toBe(true);
    const warehouseId = before.body.data[0]!.warehouseId;

    const added = await call<ProductStock[]>('vn1.manager', 'POST', url, {
      warehouseId,
      delta: 7,
      reason: 'Delivery',
    });
    expect(added.body.data.find((row) => row.warehouseId === warehouseId)).toMatchObject({
      available: 7,
      free: 7,
    });
    const taken = await call<ProductStock[]>('vn1.manager', 'POST', url, {
      warehouseId,
      delta: -2,
      reason: 'Broken',
    });
    expect(taken.body.data.find((row) => row.warehouseId === warehouseId)!.available).toBe(5);

    const tooMany = await call('vn1.manager', 'POST', url, { warehouseId, delta: -6, reason: 'Count' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Not enough units on hand in this warehouse.');
    const zero = await call('vn1.manager', 'POST', url, { warehouseId, delta: 0, reason: 'Nothing' });
    expect(zero.status).toBe(400);

    const agentSees = await call<ProductSummary[]>('vn1.agent', 'GET', `/api/products?search=${product.sku}`);
    expect(agentSees.body.data[0]!.stockAvailable).toBe(5);

    const history = await call<CatalogueHistoryEntry[]>(
      'vn1.manager',
      'GET',
      `/api/product-management/products/${product.prodId}/history`,
    );
    expect(history.body.data.filter((entry) => entry.action === 'stock').map((entry) => entry.note)).toEqual([
      'Broken',
      'Delivery',
    ]);

    const combo = await productOf(VN1, 2);
    const comboAdjust = await call(
      'vn1.manager',
      'POST',
      `/api/product-management/products/${combo.id}/stock`,
      {
        warehouseId,
        delta: 1,
        reason: 'No',
      },
    );
    expect(comboAdjust.body.message).toBe(
      'A combo has no stock of its own: adjust the stock of its products.',
    );
    const thWarehouse = await db()
      .selectFrom('warehouses')
      .select('id')
      .where('orgId', '=', TH1)
      .executeTakeFirstOrThrow();
    const foreign = await call('vn1.manager', 'POST', url, {
      warehouseId: thWarehouse.id,
      delta: 1,
      reason: 'x',
    });
    expect(foreign.status).toBe(404);
  });
});

describe('trash', () => {
  it('warns before trashing a product a combo uses; trashed, agents no longer get it, old reads keep it', async () => {
    const element = (await create('vn1.manager', plain())).body.data;
    const combo = (
      await create(
        'vn1.manager',
        plain({ productType: 2, price: '100000', elements: [{ prodId: element.prodId, quantity: 1 }] }),
      )
    ).body.data;
    const base = `/api/product-management/products/${element.prodId}`;
    const usage = await call<ProductUsage>('vn1.manager', 'GET', `${base}/usage`);
    expect(usage.body.data).toMatchObject({ inUse: true, combos: [{ prodId: combo.prodId }] });

    const refused = await call('vn1.manager', 'POST', `${base}/trash`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This product is still in use: confirm the warning to move it to trash.',
    );

    const trashed = await call<ManagedProduct>('vn1.manager', 'POST', `${base}/trash`, {
      confirmUsed: true,
      note: 'Discontinued',
    });
    expect(trashed.body.data.trashedAt).not.toBeNull();
    expect(trashed.body.data.status).toBe(0);

    const agentList = await call<ProductSummary[]>('vn1.agent', 'GET', `/api/products?search=${element.sku}`);
    expect(agentList.body.total).toBe(0);
    // An old order's line still reads the product by its id.
    expect((await call('vn1.agent', 'GET', `/api/products/${element.prodId}`)).status).toBe(200);
    const trashList = await call<ManagedProduct[]>(
      'vn1.manager',
      'POST',
      '/api/product-management/products/search',
      {
        trashed: true,
        search: element.sku,
      },
    );
    expect(trashList.body.total).toBe(1);
    // A trashed product cannot join a combo, nor be edited.
    const newCombo = await create(
      'vn1.manager',
      plain({ productType: 2, price: '1', elements: [{ prodId: element.prodId, quantity: 1 }] }),
    );
    expect(newCombo.body.message).toBe('Product is not true.');
    const edit = await call('vn1.manager', 'PUT', base, plain({ sku: element.sku }));
    expect(edit.body.message).toBe('A product in trash cannot be changed: restore it first.');

    const restored = await call<ManagedProduct>('vn1.manager', 'POST', `${base}/restore`);
    expect(restored.body.data).toMatchObject({ trashedAt: null, status: 0 });
    const history = await call<CatalogueHistoryEntry[]>('vn1.manager', 'GET', `${base}/history`);
    expect(history.body.data.map((entry) => entry.action)).toEqual(['restore', 'trash', 'create']);
    expect(history.body.data[1]!.note).toBe('Discontinued');
  });

  it('trashes an unused product without a warning', async () => {
    const product = (await create('vn1.manager', plain())).body.data;
    const answer = await call(
      'vn1.manager',
      'POST',
      `/api/product-management/products/${product.prodId}/trash`,
      {},
    );
    expect(answer.status).toBe(200);
  });
});
