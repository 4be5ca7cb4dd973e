import {
  firstPrice,
  PRICE_TIERS_PATTERN,
  type ProductDetail,
  type ProductSummary,
  type ProductType,
  type Promotion,
  type Warehouse,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScopedDb, withOrgScope } from '../../db/org-scope.js';
import { testEngineKind } from '../../testing/test-database.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { findProductsForLines } from './products.repository.js';
import { TH_CATALOGUE, VN_CATALOGUE } from './products.seed-data.js';
import { activePromotions } from './promotions.repository.js';
import { releaseStock, reserveStock, type StockLine } from './stock.repository.js';

const VN1 = 4;
const TH1 = 10;
const VN4 = 15;
/** An org without demo users or catalogue: the stock tests build their own products there. */
const VN2 = 5;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const userName of ['vn1.agent', 'vn1.validator', 'th1.agent', 'vn4.agent', 'hq.admin']) {
    tokens[userName] = await server.login(userName);
  }
});
afterAll(() => server.close());

const call = <T>(userName: string, url: string, language?: string) =>
  server.call<T>({
    method: 'GET',
    url,
    token: tokens[userName]!,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

const list = (userName: string, query = '', language?: string) =>
  call<ProductSummary[]>(userName, `/api/products${query}`, language);

const db = () => server.engine.db;
const scoped = <T>(orgId: number, work: (trx: ScopedDb) => Promise<T>) => withOrgScope(db(), { orgId }, work);

async function idOf(orgId: number, sku: string): Promise<number> {
  const row = await db()
    .selectFrom('products')
    .select('id')
    .where('orgId', '=', orgId)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function stockOf(productId: number) {
  return db()
    .selectFrom('stock')
    .select(['warehouseId', 'available', 'reserved'])
    .where('productId', '=', productId)
    .orderBy('warehouseId')
    .execute();
}

const reservedOf = async (productId: number) =>
  (await stockOf(productId)).reduce((sum, row) => sum + row.reserved, 0);

const catalogueOf = (orgId: number) => (orgId === TH1 ? TH_CATALOGUE : VN_CATALOGUE);
const seeded = (orgId: number, sku: string) =>
  catalogueOf(orgId).products.find((product) => product.sku === sku)!;
const onHand = (orgId: number, sku: string) =>
  (seeded(orgId, sku).stock ?? [0, 0]).reduce((a, b) => a + b, 0);

/**
 * Free stock of a demo product: what the catalogue put on hand less what is reserved now (the
 * orders seed may have reserved some for its demo orders), never below 0.
 */
async function freeOf(orgId: number, sku: string): Promise<number> {
  return Math.max(0, onHand(orgId, sku) - (await reservedOf(await idOf(orgId, sku))));
}

/** Whole combos the elements' free stock makes. */
async function comboFreeOf(orgId: number, sku: string): Promise<number> {
  const counts = await Promise.all(
    seeded(orgId, sku).elements!.map(async ([element, quantity]) =>
      Math.floor((await freeOf(orgId, element)) / quantity),
    ),
  );
  return Math.min(...counts);
}

/** SPEC.md 3 'Order product line' fields a product row carries (plus orgId and sku). */
const SUMMARY_FIELDS = [
  'dscr',
  'dscrForAgent',
  'listPrice',
  'orgId',
  'price',
  'prodId',
  'prodName',
  'productInCombo',
  'productType',
  'productTypeName',
  'sku',
  'status',
  'stockAvailable',
];

describe('GET /api/products', () => {
  it('lists the caller’s catalogue: 12 products, 4 combos, 4 free items, with the SPEC 3 fields', async () => {
    const { status, body } = await list('vn1.agent', '?limit=200');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.total).toBe(20);
    expect(body.data).toHaveLength(20);
    expect(body.data.every((product) => product.orgId === VN1)).toBe(true);
    const byType = (type: number) => body.data.filter((product) => product.productType === type);
    expect([byType(1).length, byType(2).length, byType(3).length]).toEqual([12, 4, 4]);
    for (const product of body.data) {
      expect(Object.keys(product).sort()).toEqual(SUMMARY_FIELDS);
      expect(product.price).toMatch(PRICE_TIERS_PATTERN);
      expect(product.productTypeName).toBe(['Product', 'Combo', 'Free item'][product.productType - 1]);
      if (product.productType !== 2) expect(product.productInCombo).toEqual([]);
      if (product.productType === 3) expect(product.price).toBe('0');
    }
    // Plain products first, then combos, then free items; by name within a type.
    expect(body.data.map((product) => product.productType)).toEqual([
      ...Array(12).fill(1),
      2,
      2,
      2,
      2,
      3,
      3,
      3,
      3,
    ]);
    const glucosamin = body.data.find((product) => product.sku === 'VN-GLU')!;
    expect(glucosamin).toMatchObject({
      prodName: 'Viên uống bổ khớp Glucosamin',
      price: '390000|690000|990000',
      listPrice: '450000|800000|1150000',
      status: 1,
    });
    expect(glucosamin.dscrForAgent).toContain('Mua 2: 690,000 ₫');
  });

  it('filters by type and status as SPEC 7.3 calls it', async () => {
    const combos = await list('vn1.agent', '?productType=2&status=1');
    expect(combos.body.total).toBe(4);
    for (const combo of combos.body.data) {
      expect(combo.productType).toBe(2);
      expect(combo.productInCombo.length).toBeGreaterThanOrEqual(2);
      expect(combo.productInCombo.length).toBeLessThanOrEqual(3);
      // A combo costs less than its elements bought one by one.
      const separately = combo.productInCombo.reduce(
        (sum, element) => sum + firstPrice(element.price) * element.quantity,
        0,
      );
      expect(firstPrice(combo.price)).toBeLessThan(separately);
    }
    const free = await list('vn1.agent', '?productType=3&status=1');
    expect(free.body.total).toBe(4);
    expect(free.body.data.every((item) => item.productType === 3 && firstPrice(item.price) === 0)).toBe(true);

    const active = await list('vn1.agent', '?status=1&limit=200');
    expect(active.body.total).toBe(19);
    const inactive = await list('vn1.agent', '?status=0');
    expect(inactive.body.data.map((product) => product.sku)).toEqual(['VN-CAODAN']);
    expect(inactive.body.data[0]!.status).toBe(0);
  });

  it('searches name or SKU, case-insensitive, taking % and _ literally', async () => {
    const names = async (userName: string, search: string) =>
      (await list(userName, `?limit=200&search=${encodeURIComponent(search)}`)).body.data
        .map((product) => product.prodName)
        .sort();
    expect(await names('vn1.agent', 'glucosamin')).toEqual(['Viên uống bổ khớp Glucosamin']);
    expect(await names('vn1.agent', 'COLLAGEN')).toEqual(
      ['Gói dùng thử Collagen 7 ngày', 'Kem dưỡng trắng da Collagen'].sort(),
    );
    const viên = VN_CATALOGUE.products.filter((product) => product.name.toLowerCase().includes('viên'));
    expect(viên.length).toBeGreaterThan(2);
    expect(await names('vn1.agent', 'VIÊN')).toEqual(viên.map((product) => product.name).sort());
    expect((await names('vn1.agent', 'vn-cb-')).length).toBe(4);
    expect(await names('vn1.agent', '%')).toEqual([]);
    expect(await names('vn1.agent', '_')).toEqual([]);
    expect(await names('th1.agent', 'ครีม')).toEqual(['ครีมบำรุงผิวคอลลาเจน']);
    // Search and filters combine, and the total is the filtered one.
    const { body } = await list('vn1.agent', '?search=combo&productType=2&limit=2');
    expect(body.total).toBe(4);
    expect(body.data).toHaveLength(2);
  });

  it('pages with offset and limit (default 10) and answers the total', async () => {
    const all = (await list('vn1.agent', '?limit=200')).body.data.map((product) => product.prodId);
    const first = await list('vn1.agent');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBe(20);
    const pages = [];
    for (const offset of [0, 7, 14, 21]) {
      const page = await list('vn1.agent', `?offset=${offset}&limit=7`);
      expect(page.body.total).toBe(20);
      pages.push(...page.body.data.map((product) => product.prodId));
    }
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(20);
  });

  it('names the types in the caller’s language', async () => {
    const { body } = await list('vn1.agent', '?limit=200', 'vi');
    expect(body.message).toBe('Thành công!');
    expect(new Set(body.data.map((product) => product.productTypeName))).toEqual(
      new Set(['Sản phẩm', 'Combo', 'Quà tặng']),
    );
  });

  it('answers stockAvailable from the active warehouses; a combo’s from its elements', async () => {
    const { body } = await list('vn1.agent', '?limit=200');
    const bySku = new Map(body.data.map((product) => [product.sku, product]));
    expect(bySku.get('VN-ONGCHUA')!.stockAvailable).toBe(0);
    expect(bySku.get('VN-QT-BINH')!.stockAvailable).toBe(0);
    expect(bySku.get('VN-NAM')!.stockAvailable).toBeLessThanOrEqual(3);
    for (const product of body.data.filter((row) => row.productType !== 2)) {
      expect(product.stockAvailable, product.sku).toBe(await freeOf(VN1, product.sku));
    }
    // Collagen 105 and serum 3 on hand: at most three whole combos. Slim 350 / 2 and Actiso 90.
    const skin = bySku.get('VN-CB-DA')!;
    expect(skin.stockAvailable).toBe(await comboFreeOf(VN1, 'VN-CB-DA'));
    expect(skin.stockAvailable).toBeLessThanOrEqual(3);
    expect(
      skin.productInCombo.map((element) => [element.prodName, element.quantity, element.stockAvailable]),
    ).toEqual([
      ['Kem dưỡng trắng da Collagen', 1, await freeOf(VN1, 'VN-COL')],
      ['Serum trị nám Melasma', 1, await freeOf(VN1, 'VN-NAM')],
    ]);
    for (const combo of body.data.filter((row) => row.productType === 2)) {
      expect(combo.stockAvailable, combo.sku).toBe(await comboFreeOf(VN1, combo.sku));
    }
    expect(bySku.get('VN-CB-GIAM')!.productInCombo.find((element) => element.quantity === 2)?.prodName).toBe(
      'Trà giảm cân thảo mộc Slim',
    );
  });

  it('prices the Thai catalogue in satang', async () => {
    const { body } = await list('th1.agent', '?limit=200');
    expect(body.total).toBe(20);
    const glucosamine = body.data.find((product) => product.sku === 'TH-GLU')!;
    expect(glucosamine.price).toBe('89000|159000|219000');
    expect(glucosamine.dscrForAgent).toContain('ซื้อ 1: 890.00 บาท');
  });
});

describe('GET /api/products/:id and the combo endpoint', () => {
  it('answers a combo with its elements (SPEC 3 product detail)', async () => {
    const comboId = await idOf(VN1, 'VN-CB-NGU');
    const { status, body } = await call<ProductDetail>('vn1.agent', `/api/products/${comboId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      prodId: comboId,
      orgId: VN1,
      sku: 'VN-CB-NGU',
      name: 'Combo ngủ ngon, mắt sáng',
      productType: 2,
      productTypeName: 'Combo',
      price: '850000',
      listPrice: '990000',
      status: 1,
      stockAvailable: await comboFreeOf(VN1, 'VN-CB-NGU'),
    });
    expect(body.data.elements.map((element) => [element.prodId, element.quantity])).toEqual(
      await Promise.all(
        ['VN-NGU', 'VN-LUT', 'VN-OMEGA'].map(async (sku) => [await idOf(VN1, sku), 1] as [number, number]),
      ).then((pairs) => pairs.sort((a, b) => a[0] - b[0])),
    );
    const combo = await call<ProductDetail>('vn1.agent', `/api/product-management/combo?combo_id=${comboId}`);
    expect(combo.status).toBe(200);
    expect(combo.body.data).toEqual(body.data);
  });

  it('answers a plain product with no elements, and checks product_type when given', async () => {
    const id = await idOf(VN1, 'VN-GLU');
    const plain = await call<ProductDetail>('vn1.agent', `/api/products/${id}?product_type=1`);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({
      name: 'Viên uống bổ khớp Glucosamin',
      productType: 1,
      elements: [],
    });
    expect((await call('vn1.agent', `/api/products/${id}?product_type=2`)).status).toBe(404);
    expect((await call('vn1.agent', `/api/product-management/combo?combo_id=${id}`)).status).toBe(404);
    const free = await idOf(VN1, 'VN-QT-HOP');
    expect(
      (await call<ProductDetail>('vn1.agent', `/api/products/${free}?product_type=3`)).body.data.price,
    ).toBe('0');
  });

  it('answers 404 not_found for an unknown id', async () => {
    const { status, body } = await call('vn1.agent', '/api/products/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Not found', data: null, error: 'not_found' });
  });
});

describe('org isolation of products', () => {
  it('answers a VN1 product to a TH1 user as not found (404), on every endpoint', async () => {
    const product = await idOf(VN1, 'VN-GLU');
    const combo = await idOf(VN1, 'VN-CB-KHOP');
    for (const url of [
      `/api/products/${product}`,
      `/api/products/${combo}`,
      `/api/product-management/combo?combo_id=${combo}`,
    ]) {
      const { status, body } = await call('th1.agent', url);
      expect(status, url).toBe(404);
      expect(body, url).toEqual({ code: 404, message: 'Not found', data: null, error: 'not_found' });
    }
    // VN4 has the same catalogue, with rows of its own.
    expect((await call('vn4.agent', `/api/products/${product}`)).status).toBe(404);
    const vn4Product = await idOf(VN4, 'VN-GLU');
    expect((await call<ProductDetail>('vn4.agent', `/api/products/${vn4Product}`)).body.data.orgId).toBe(VN4);
  });

  it('lists only the caller’s org, whatever orgId it passes', async () => {
    const th1 = await list('th1.agent', '?limit=200');
    expect(th1.body.total).toBe(20);
    expect(th1.body.data.every((product) => product.orgId === TH1)).toBe(true);
    const other = await list('vn1.agent', `?orgId=${TH1}`);
    expect(other.status).toBe(200);
    expect(other.body.total).toBe(0);
    expect(other.body.data).toEqual([]);
    const promotions = await call<Promotion[]>('th1.agent', '/api/promotions');
    expect(promotions.body.data.every((promotion) => promotion.orgId === TH1)).toBe(true);
    const vn1Glu = await idOf(VN1, 'VN-GLU');
    const foreign = await call<Promotion[]>('th1.agent', `/api/promotions?productId=${vn1Glu}`);
    expect(foreign.body.data.map((promotion) => promotion.code)).toEqual(['SAVE10']);
  });

  it('lets HQ (org 0) read every org and narrow to one', async () => {
    const everything = await db().selectFrom('products').select('id').execute();
    const all = await list('hq.admin', '?limit=200');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(everything.length);
    expect(new Set(all.body.data.map((product) => product.orgId))).toEqual(new Set([VN1, TH1, VN4]));
    const th1 = await list('hq.admin', `?orgId=${TH1}&limit=200`);
    expect(th1.body.total).toBe(20);
    const product = await idOf(VN1, 'VN-GLU');
    const one = await call<ProductDetail>('hq.admin', `/api/products/${product}`);
    expect(one.status).toBe(200);
    expect(one.body.data.orgId).toBe(VN1);
  });

  it('hides another org’s products from the repository too', async () => {
    const vn1Product = await idOf(VN1, 'VN-GLU');
    expect((await scoped(TH1, (trx) => findProductsForLines(trx, [vn1Product]))).size).toBe(0);
    const before = await stockOf(vn1Product);
    await expect(
      scoped(TH1, (trx) => reserveStock(trx, [{ productId: vn1Product, quantity: 1 }])),
    ).rejects.toThrow(/unknown products/);
    expect(await stockOf(vn1Product)).toEqual(before);
  });
});

describe('GET /api/product-types', () => {
  it('answers the three types, named in the caller’s language', async () => {
    const english = await call<ProductType[]>('vn1.agent', '/api/product-types');
    expect(english.status).toBe(200);
    expect(english.body.total).toBe(3);
    expect(english.body.data).toEqual([
      { id: 1, name: 'Product', localizedName: 'Product' },
      { id: 2, name: 'Combo', localizedName: 'Combo' },
      { id: 3, name: 'Free item', localizedName: 'Free item' },
    ]);
    const vietnamese = await call<ProductType[]>('th1.agent', '/api/product-types', 'vi-VN,vi;q=0.9');
    expect(vietnamese.body.data.map((type) => type.localizedName)).toEqual(['Sản phẩm', 'Combo', 'Quà tặng']);
    expect(vietnamese.body.data.map((type) => type.name)).toEqual(['Product', 'Combo', 'Free item']);
  });
});

describe('GET /api/warehouses', () => {
  it('answers the org’s warehouses with their stock totals', async () => {
    const { status, body } = await call<Warehouse[]>('vn1.agent', '/api/warehouses');
    expect(status).toBe(200);
    expect(body.data.map((warehouse) => [warehouse.code, warehouse.warehouseName])).toEqual([
      ['HCM', 'Kho Hồ Chí Minh'],
      ['HN', 'Kho Hà Nội'],
    ]);
    const stocked = VN_CATALOGUE.products.filter((product) => product.stock);
    for (const [index, warehouse] of body.data.entries()) {
      const reserved = await db()
        .selectFrom('stock')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reserved'), eb.lit(0)).as('total'))
        .where('warehouseId', '=', warehouse.warehouseId)
        .executeTakeFirstOrThrow();
      expect(warehouse).toMatchObject({
        orgId: VN1,
        active: true,
        products: stocked.length,
        available: stocked.reduce((sum, product) => sum + product.stock![index]!, 0),
        reserved: Number(reserved.total),
      });
      expect(warehouse.stockAvailable).toBe(Math.max(0, warehouse.available - warehouse.reserved));
    }
    const th1 = await call<Warehouse[]>('th1.agent', '/api/warehouses');
    expect(th1.body.data.map((warehouse) => warehouse.code)).toEqual(['BKK', 'CNX']);
    const hq = await call<Warehouse[]>('hq.admin', '/api/warehouses');
    expect(new Set(hq.body.data.map((warehouse) => warehouse.orgId))).toEqual(new Set([VN1, TH1, VN4]));
  });
});

describe('promotions', () => {
  it('answers the promotions active now: the expired one is left out', async () => {
    const { status, body } = await call<Promotion[]>('vn1.agent', '/api/promotions');
    expect(status).toBe(200);
    expect(body.data.map((promotion) => promotion.code)).toEqual(['GLU50K', 'GIAM10']);
    const glu = await idOf(VN1, 'VN-GLU');
    expect(body.data[0]).toMatchObject({
      productId: glu,
      discountAmount: 50000,
      discountPercent: null,
      minQuantity: 1,
      active: true,
    });
    expect(body.data[1]).toMatchObject({
      productId: null,
      discountPercent: 10,
      discountAmount: null,
      minQuantity: 2,
    });
    const forGlu = await call<Promotion[]>('vn1.agent', `/api/promotions?productId=${glu}`);
    expect(forGlu.body.data.map((promotion) => promotion.code)).toEqual(['GLU50K', 'GIAM10']);
    const collagen = await idOf(VN1, 'VN-COL');
    const forCollagen = await call<Promotion[]>('vn1.agent', `/api/promotions?productId=${collagen}`);
    expect(forCollagen.body.data.map((promotion) => promotion.code)).toEqual(['GIAM10']);
  });

  it('applies the window: starts inclusive, ends exclusive; inactive and future ones never', async () => {
    const collagen = await idOf(VN1, 'VN-COL');
    const tomorrow = new Date(Date.now() + 86_400_000);
    await db()
      .insertInto('promotions')
      .values([
        {
          orgId: VN1,
          code: 'T-FUTURE',
          name: 'Future',
          productId: collagen,
          discountPercent: 5,
          startsAt: tomorrow,
        },
        {
          orgId: VN1,
          code: 'T-OFF',
          name: 'Switched off',
          productId: null,
          discountAmount: 1000,
          startsAt: '2020-01-01T00:00:00Z',
          active: false,
        },
      ])
      .execute();
    const codes = async (at: string | Date) =>
      (await scoped(VN1, (trx) => activePromotions(trx, [collagen], new Date(at)))).map((row) => row.code);
    expect(await codes('2024-01-14T23:59:59Z')).toEqual([]);
    expect(await codes('2024-01-15T00:00:00Z')).toEqual(['TET2024']);
    expect(await codes('2024-02-14T23:59:59Z')).toEqual(['TET2024']);
    expect(await codes('2024-02-15T00:00:00Z')).toEqual([]);
    expect(await codes(new Date())).toEqual(['GIAM10']);
    expect(await codes(new Date(tomorrow.getTime() + 1000))).toEqual(['T-FUTURE', 'GIAM10']);
    const now = await call<Promotion[]>('vn1.agent', '/api/promotions');
    expect(now.body.data.map((promotion) => promotion.code)).toEqual(['GLU50K', 'GIAM10']);
  });
});

describe('findProductsForLines', () => {
  it('answers the visible products in the order asked, with prices parsed and stock', async () => {
    const ids = await Promise.all(['VN-CB-DA', 'VN-GLU', 'VN-QT-MAU'].map((sku) => idOf(VN1, sku)));
    const found = await scoped(VN1, (trx) => findProductsForLines(trx, [...ids, ids[1]!, 999_999], 'vi'));
    expect([...found.keys()]).toEqual(ids);
    const [combo, glu, gift] = ids.map((id) => found.get(id)!);
    expect(glu).toMatchObject({
      productType: 1,
      productTypeName: 'Sản phẩm',
      prodName: 'Viên uống bổ khớp Glucosamin',
      price: '390000|690000|990000',
      priceTiers: [390000, 690000, 990000],
      unitPrice: 390000,
      status: 1,
      stockAvailable: await freeOf(VN1, 'VN-GLU'),
      productInCombo: [],
    });
    expect(combo).toMatchObject({
      productType: 2,
      unitPrice: 790000,
      stockAvailable: await comboFreeOf(VN1, 'VN-CB-DA'),
    });
    expect(combo!.productInCombo.map((element) => element.quantity)).toEqual([1, 1]);
    expect(gift).toMatchObject({
      productType: 3,
      unitPrice: 0,
      priceTiers: [0],
      stockAvailable: await freeOf(VN1, 'VN-QT-MAU'),
    });
    expect((await scoped(VN1, (trx) => findProductsForLines(trx, []))).size).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Stock reservation, on products of their own in VN2

interface Fixture {
  w1: number;
  w2: number;
  /** Inactive: its stock never counts and is never reserved. */
  w3: number;
  p1: number;
  p2: number;
  p3: number;
  free: number;
  combo: number;
  empty: number;
}
let fx: Fixture;

const availableOf = async (productId: number) =>
  (await scoped(VN2, (trx) => findProductsForLines(trx, [productId]))).get(productId)!.stockAvailable;

const reserve = (lines: StockLine[]) => scoped(VN2, (trx) => reserveStock(trx, lines));
const release = (lines: StockLine[]) => scoped(VN2, (trx) => releaseStock(trx, lines));

async function setStock(
  productId: number,
  rows: [warehouseId: number, available: number, reserved: number][],
) {
  await db().deleteFrom('stock').where('productId', '=', productId).execute();
  if (rows.length === 0) return;
  await db()
    .insertInto('stock')
    .values(
      rows.map(([warehouseId, available, reserved]) => ({
        orgId: VN2,
        warehouseId,
        productId,
        available,
        reserved,
      })),
    )
    .execute();
}

async function resetStock() {
  await setStock(fx.p1, [
    [fx.w1, 5, 0],
    [fx.w2, 3, 0],
    [fx.w3, 100, 0],
  ]);
  await setStock(fx.p2, [[fx.w1, 1, 0]]);
  await setStock(fx.p3, [[fx.w2, 3, 0]]);
  await setStock(fx.free, [[fx.w2, 2, 0]]);
  await setStock(fx.empty, []);
}

describe('reserveStock and releaseStock', () => {
  beforeAll(async () => {
    const warehouses = await db()
      .insertInto('warehouses')
      .values([
        { orgId: VN2, code: 'W1', name: 'One' },
        { orgId: VN2, code: 'W2', name: 'Two' },
        { orgId: VN2, code: 'W3', name: 'Closed', active: false },
      ])
      .returning('id')
      .execute();
    const product = (sku: string, productType: number, price: string) => ({
      orgId: VN2,
      sku,
      name: `Test ${sku}`,
      productType,
      price,
    });
    const products = await db()
      .insertInto('products')
      .values([
        product('P1', 1, '100000|180000'),
        product('P2', 1, '50000'),
        product('P3', 1, '70000'),
        product('FREE', 3, '0'),
        product('COMBO', 2, '200000'),
        product('EMPTY', 1, '10000'),
      ])
      .returning('id')
      .execute();
    const [w1, w2, w3] = warehouses.map((row) => row.id) as [number, number, number];
    const [p1, p2, p3, free, combo, empty] = products.map((row) => row.id) as number[];
    fx = { w1, w2, w3, p1: p1!, p2: p2!, p3: p3!, free: free!, combo: combo!, empty: empty! };
    await db()
      .insertInto('comboElements')
      .values([
        { orgId: VN2, comboId: fx.combo, productId: fx.p1, quantity: 2 },
        { orgId: VN2, comboId: fx.combo, productId: fx.free, quantity: 1 },
      ])
      .execute();
  });

  it('reserves from the warehouse with the most free stock, never from an inactive one', async () => {
    await resetStock();
    expect(await availableOf(fx.p1)).toBe(8);
    const result = await reserve([{ productId: fx.p1, quantity: 4 }]);
    expect(result.lines).toEqual([{ productId: fx.p1, quantity: 4, isOutOfStock: false, shortage: 0 }]);
    expect(result.products).toEqual([{ productId: fx.p1, quantity: 4, freeBefore: 8, shortage: 0 }]);
    expect(await stockOf(fx.p1)).toEqual([
      { warehouseId: fx.w1, available: 5, reserved: 4 },
      { warehouseId: fx.w2, available: 3, reserved: 0 },
      { warehouseId: fx.w3, available: 100, reserved: 0 },
    ]);
    expect(await availableOf(fx.p1)).toBe(4);
    // 1 free in W1 and 3 in W2: the next 3 come from W2.
    await reserve([{ productId: fx.p1, quantity: 3 }]);
    expect((await stockOf(fx.p1)).map((row) => row.reserved)).toEqual([4, 3, 0]);
    expect(await availableOf(fx.p1)).toBe(1);
  });

  it('reserves a combo through its elements × quantity, free items included', async () => {
    await resetStock();
    expect(await availableOf(fx.combo)).toBe(2);
    const result = await reserve([{ productId: fx.combo, quantity: 2 }]);
    expect(result.lines).toEqual([{ productId: fx.combo, quantity: 2, isOutOfStock: false, shortage: 0 }]);
    expect(result.products).toEqual([
      { productId: fx.p1, quantity: 4, freeBefore: 8, shortage: 0 },
      { productId: fx.free, quantity: 2, freeBefore: 2, shortage: 0 },
    ]);
    expect(await reservedOf(fx.p1)).toBe(4);
    expect(await reservedOf(fx.free)).toBe(2);
    expect(await availableOf(fx.free)).toBe(0);
    expect(await availableOf(fx.combo)).toBe(0);
    await release([{ productId: fx.combo, quantity: 2 }]);
    expect(await reservedOf(fx.p1)).toBe(0);
    expect(await reservedOf(fx.free)).toBe(0);
  });

  it('keeps an order without enough stock: reserves it in full and flags the line out of stock', async () => {
    await resetStock();
    const lines = [
      { productId: fx.p1, quantity: 6 },
      { productId: fx.p1, quantity: 5 },
      { productId: fx.free, quantity: 3 },
    ];
    const result = await reserve(lines);
    expect(result.lines).toEqual([
      { productId: fx.p1, quantity: 6, isOutOfStock: false, shortage: 0 },
      { productId: fx.p1, quantity: 5, isOutOfStock: true, shortage: 3 },
      { productId: fx.free, quantity: 3, isOutOfStock: true, shortage: 1 },
    ]);
    expect(result.products).toEqual([
      { productId: fx.p1, quantity: 11, freeBefore: 8, shortage: 3 },
      { productId: fx.free, quantity: 3, freeBefore: 2, shortage: 1 },
    ]);
    // Everything is recorded: the shortfall sits on the warehouse that had the most free stock.
    expect(await stockOf(fx.p1)).toEqual([
      { warehouseId: fx.w1, available: 5, reserved: 8 },
      { warehouseId: fx.w2, available: 3, reserved: 3 },
      { warehouseId: fx.w3, available: 100, reserved: 0 },
    ]);
    expect(await availableOf(fx.p1)).toBe(0);
    // A combo of an over-reserved element is out of stock as well.
    expect(await availableOf(fx.combo)).toBe(0);
    const combo = await reserve([{ productId: fx.combo, quantity: 1 }]);
    expect(combo.lines[0]).toMatchObject({ isOutOfStock: true, shortage: 1 });
    await release([{ productId: fx.combo, quantity: 1 }]);

    // Releasing the same lines gives back exactly what was taken.
    await release(lines);
    expect((await stockOf(fx.p1)).map((row) => row.reserved)).toEqual([0, 0, 0]);
    expect(await reservedOf(fx.free)).toBe(0);
    expect(await availableOf(fx.p1)).toBe(8);
  });

  it('creates a stock row for a product that has none, so its reservation is kept', async () => {
    await resetStock();
    expect(await stockOf(fx.empty)).toEqual([]);
    const result = await reserve([{ productId: fx.empty, quantity: 2 }]);
    expect(result.lines[0]).toMatchObject({ isOutOfStock: true, shortage: 2 });
    expect(await stockOf(fx.empty)).toEqual([{ warehouseId: fx.w1, available: 0, reserved: 2 }]);
    await release([{ productId: fx.empty, quantity: 2 }]);
    expect(await stockOf(fx.empty)).toEqual([{ warehouseId: fx.w1, available: 0, reserved: 0 }]);
  });

  it('never releases below 0 and reports what was not reserved', async () => {
    await resetStock();
    await reserve([{ productId: fx.p3, quantity: 2 }]);
    const result = await release([{ productId: fx.p3, quantity: 5 }]);
    expect(result.products).toEqual([{ productId: fx.p3, quantity: 5, freeBefore: 1, shortage: 3 }]);
    expect(await stockOf(fx.p3)).toEqual([{ warehouseId: fx.w2, available: 3, reserved: 0 }]);
  });

  it('refuses bad lines and unknown products, and changes nothing', async () => {
    await resetStock();
    const before = await Promise.all([fx.p1, fx.p2, fx.free].map(stockOf));
    for (const lines of [
      [{ productId: fx.p1, quantity: 0 }],
      [{ productId: fx.p1, quantity: -1 }],
      [{ productId: fx.p1, quantity: 1.5 }],
      [
        { productId: fx.p1, quantity: 1 },
        { productId: 999_999, quantity: 1 },
      ],
    ]) {
      await expect(reserve(lines), JSON.stringify(lines)).rejects.toThrow(RangeError);
      await expect(release(lines), JSON.stringify(lines)).rejects.toThrow(RangeError);
    }
    expect(await Promise.all([fx.p1, fx.p2, fx.free].map(stockOf))).toEqual(before);
    expect(await reserve([])).toEqual({ lines: [], products: [] });
  });

  it('serves concurrent reservations of the last units one at a time: none lost, none negative', async () => {
    await resetStock();
    await setStock(fx.p2, [
      [fx.w1, 2, 0],
      [fx.w2, 1, 0],
    ]);
    // Eight orders of one unit, some with other products in another order, against 3 units.
    const orders = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0
        ? [{ productId: fx.p2, quantity: 1 }]
        : [
            { productId: fx.free, quantity: 1 },
            { productId: fx.p2, quantity: 1 },
            { productId: fx.p1, quantity: 1 },
          ],
    );
    const results = await Promise.all(orders.map((lines) => reserve(lines)));
    const p2Lines = results.map((result) => result.lines.find((line) => line.productId === fx.p2)!);
    expect(p2Lines.filter((line) => !line.isOutOfStock)).toHaveLength(3);
    expect(p2Lines.filter((line) => line.isOutOfStock)).toHaveLength(5);
    expect(await reservedOf(fx.p2)).toBe(8);
    expect(await reservedOf(fx.p1)).toBe(4);
    expect(await reservedOf(fx.free)).toBe(4);
    for (const row of await stockOf(fx.p2)) {
      expect(row.available).toBeGreaterThanOrEqual(0);
      expect(row.reserved).toBeGreaterThanOrEqual(0);
    }
    await Promise.all(orders.map((lines) => release(lines)));
    expect(await reservedOf(fx.p2)).toBe(0);
    expect(await reservedOf(fx.p1)).toBe(0);
    expect(await reservedOf(fx.free)).toBe(0);
  });

  it.skipIf(testEngineKind() !== 'postgres')(
    'makes a second transaction wait for the first one’s lock on the last unit (PostgreSQL)',
    async () => {
      await resetStock();
      await setStock(fx.p2, [[fx.w1, 1, 0]]);
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstReserved!: () => void;
      const firstDone = new Promise<void>((resolve) => {
        firstReserved = resolve;
      });
      const first = scoped(VN2, async (trx) => {
        const result = await reserveStock(trx, [{ productId: fx.p2, quantity: 1 }]);
        firstReserved();
        await firstHolds; // The transaction stays open, its row lock held.
        return result;
      });
      await firstDone;
      let secondSettled = false;
      const second = scoped(VN2, (trx) => reserveStock(trx, [{ productId: fx.p2, quantity: 1 }])).finally(
        () => {
          secondSettled = true;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondSettled).toBe(false);
      const waiting = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db());
      expect(waiting.rows[0]!.count).toBeGreaterThanOrEqual(1);
      releaseFirst();
      const [one, two] = await Promise.all([first, second]);
      expect(one.lines[0]).toMatchObject({ isOutOfStock: false, shortage: 0 });
      expect(two.lines[0]).toMatchObject({ isOutOfStock: true, shortage: 1 });
      expect(two.products[0]!.freeBefore).toBe(0);
      expect(await stockOf(fx.p2)).toEqual([{ warehouseId: fx.w1, available: 1, reserved: 2 }]);
    },
  );
});

describe('database rules of the products tables', () => {
  it('refuses malformed prices, bad quantities and mixed discounts', async () => {
    const base = { orgId: VN2, name: 'Bad', productType: 1 };
    for (const price of ['', 'abc', '390000|', '|1', '-1', '1.5', '1,000', '1234567890123456']) {
      await expect(
        db()
          .insertInto('products')
          .values({ ...base, sku: `BAD-${price}`, price })
          .execute(),
        price,
      ).rejects.toThrow();
    }
    await expect(
      db()
        .insertInto('products')
        .values({ ...base, sku: 'BAD-LIST', price: '1', listPrice: 'x' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db()
        .insertInto('products')
        .values({ ...base, sku: 'BAD-TYPE', price: '1', productType: 7 })
        .execute(),
    ).rejects.toThrow();
    const promotion = { orgId: VN2, name: 'Bad', startsAt: '2025-01-01T00:00:00Z' };
    for (const [code, values] of [
      ['BOTH', { discountPercent: 10, discountAmount: 1000 }],
      ['NONE', {}],
      ['OVER', { discountPercent: 100.01 }],
      ['NEG', { discountAmount: -1 }],
    ] as const) {
      await expect(
        db()
          .insertInto('promotions')
          .values({ ...promotion, code, ...values })
          .execute(),
        code,
      ).rejects.toThrow();
    }
    await expect(
      db().updateTable('stock').set({ reserved: -1 }).where('productId', '=', fx.p1).execute(),
    ).rejects.toThrow();
    // A combo cannot hold another org's product.
    const vn1Product = await idOf(VN1, 'VN-GLU');
    await expect(
      db()
        .insertInto('comboElements')
        .values({ orgId: VN2, comboId: fx.combo, productId: vn1Product, quantity: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('input checks of the products endpoints', () => {
  it('refuses bad input with 400 validation_error and changes nothing', async () => {
    const snapshot = async () => ({
      products: await db().selectFrom('products').selectAll().orderBy('id').execute(),
      stock: await db().selectFrom('stock').selectAll().orderBy('warehouseId').orderBy('productId').execute(),
    });
    const before = await snapshot();
    for (const url of [
      '/api/products?productType=7',
      '/api/products?productType=0',
      '/api/products?productType=abc',
      '/api/products?status=2',
      '/api/products?offset=-1',
      '/api/products?limit=0',
      '/api/products?limit=201',
      '/api/products/abc',
      '/api/products/0',
      '/api/products/-3',
      '/api/products/99999999999',
      '/api/products/1?product_type=7',
      '/api/product-management/combo',
      '/api/product-management/combo?combo_id=x',
      '/api/promotions?productId=abc',
    ]) {
      const { status, body } = await call('vn1.agent', url);
      expect(status, url).toBe(400);
      expect(body, url).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs a token, and lets every role read', async () => {
    for (const url of ['/api/products', '/api/product-types', '/api/warehouses', '/api/promotions']) {
      const { status, body } = await server.call({ method: 'GET', url });
      expect(status, url).toBe(401);
      expect(body.error).toBe('unauthorized');
      expect((await call('vn1.validator', url)).status, url).toBe(200);
    }
  });
});
