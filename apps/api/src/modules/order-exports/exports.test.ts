import { request as httpRequest } from 'node:http';
import {
  type Envelope,
  ORDER_EXPORT_KINDS,
  type OrderExportKind,
  type OrderManagementFilter,
  orderManagementFilterSchema,
  type SaleOrderRow,
  XLSX_CONTENT_TYPE,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { EXPORT_PAGE_SIZE, saleOrderExportPages } from './order-export.repository.js';

type Cell = ExcelJS.CellValue;

/** The header row of each kind in English (docs/exports.md). */
const HEADERS: Record<OrderExportKind, string[]> = {
  management: [
    'SO ID',
    'Created at',
    'Lead ID',
    'Customer',
    'Phone',
    'Products',
    'Quantity',
    'Amount',
    'Currency',
    'Payment method',
    'SO status',
    'DO ID',
    'DO status',
    'Tracking code',
    'Agent',
    'Campaign',
    'Province',
  ],
  marketer: [
    'Campaign',
    'Network',
    'Publisher',
    'Click ID',
    'Lead ID',
    'Lead created at',
    'Lead status',
    'SO ID',
    'SO amount',
    'Currency',
    'SO status',
  ],
  commission: ['Agent', 'SO ID', 'Created at', 'Amount', 'Currency', 'SO status', 'DO status', 'Delivered'],
  collection: [
    'SO ID',
    'DO ID',
    'Tracking code',
    'Partner',
    'COD amount',
    'Currency',
    'DO status',
    'Delivered at',
    'DO updated at',
    'Payment method',
  ],
};

const SO_ID_COLUMN: Record<OrderExportKind, number> = {
  management: 0,
  marketer: 7,
  commission: 1,
  collection: 0,
};
const HOUR_MS = 3_600_000;

interface Sheet {
  name: string;
  header: Cell[];
  rows: Cell[][];
  /** The number format of a data cell (row and column from 0). */
  numFmt(row: number, column: number): string | undefined;
}

async function readSheets(data: Buffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((worksheet) => {
    const all: Cell[][] = [];
    worksheet.eachRow((row) => {
      all.push((row.values as Cell[]).slice(1));
    });
    return {
      name: worksheet.name,
      header: all[0] ?? [],
      rows: all.slice(1),
      numFmt: (row, column) => worksheet.getRow(row + 2).getCell(column + 1).numFmt,
    };
  });
}

describe('order-management exports', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const token = async (user: string) => {
    tokens[user] ??= await server.login(user);
    return tokens[user];
  };

  const exportFile = async (user: string, kind: string, body: unknown, language = 'en') =>
    server.app.inject({
      method: 'POST',
      url: `/api/orders/management/export/${kind}`,
      payload: body as Record<string, unknown>,
      headers: { authorization: `Bearer ${await token(user)}`, 'accept-language': language },
    });

  const exportSheets = async (user: string, kind: OrderExportKind, body: unknown, language = 'en') => {
    const response = await exportFile(user, kind, body, language);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return { response, sheets: await readSheets(response.rawPayload) };
  };

  /** Every row of the order-management list for a filter, page by page (200 a page). */
  const listAll = async (user: string, filter: Partial<OrderManagementFilter>) => {
    const rows: SaleOrderRow[] = [];
    let total = 0;
    do {
      const { body } = await server.call<SaleOrderRow[]>({
        method: 'POST',
        url: '/api/orders/management',
        token: await token(user),
        payload: { ...filter, offset: rows.length, limit: 200 },
      });
      expect(body.code).toBe(200);
      total = body.total ?? 0;
      rows.push(...body.data);
      if (body.data.length === 0) break;
    } while (rows.length < total);
    return { rows, total };
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(ORDER_EXPORT_KINDS)(
    '%s: an .xlsx with its header row and exactly the list’s rows, paging in the body ignored',
    async (kind) => {
      const filter = { soStatus: [1, 2, 4], sortBy: 'createdAt' as const, sortDirection: 'desc' as const };
      const list = await listAll('vn1.admin', filter);
      expect(list.total).toBeGreaterThan(10);

      const { response, sheets } = await exportSheets('vn1.admin', kind, {
        ...filter,
        offset: 5,
        limit: 3,
        page: 2,
        size: 7,
      });
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toContain(`filename="${kind}.xlsx"`);
      expect(response.headers['x-total-rows']).toBe(String(list.total));

      const [sheet] = sheets;
      expect(sheet!.header).toEqual(HEADERS[kind]);
      expect(sheet!.rows).toHaveLength(list.total);
      expect(sheet!.rows.map((row) => row[SO_ID_COLUMN[kind]])).toEqual(list.rows.map((row) => row.id));
    },
  );

  it('management: each row carries the order as the list shows it, money and dates formatted', async () => {
    const list = await listAll('vn1.manager', { soStatus: [4] });
    const { sheets } = await exportSheets('vn1.manager', 'management', { soStatus: [4] });
    const sheet = sheets[0]!;
    expect(sheet.rows).toHaveLength(list.total);
    list.rows.forEach((order, index) => {
      const row = sheet.rows[index]!;
      expect(row[0]).toBe(order.id);
      // Asia/Ho_Chi_Minh is UTC+7: the cell holds the org's wall clock.
      const created = row[1] as Date;
      expect(Math.abs(created.getTime() - (Date.parse(order.createdAt) + 7 * HOUR_MS))).toBeLessThan(1000);
      expect(row.slice(2, 5)).toEqual([order.lead.leadId, order.lead.customerName, order.lead.phone]);
      expect(typeof row[5]).toBe('string');
      expect(row[6]).toBeGreaterThan(0);
      expect(row[7]).toBe(order.amount); // VND has no decimals: minor units are major units
      expect(row.slice(8, 12)).toEqual([
        'VND',
        order.paymentMethod.name,
        order.status.name,
        order.deliveryOrder?.deliveryOrderId,
      ]);
      expect(row[12]).toBe(order.deliveryOrder?.currentStatusName);
      expect(row[13]).toMatch(/^VN1\d{9}$/);
      expect(row[14]).toBe(order.agent?.name);
      expect(row[15]).toBe(order.lead.campaign?.name);
      expect(typeof row[16]).toBe('string');
    });
    expect(sheet.numFmt(0, 7)).toBe('#,##0');
    expect(sheet.numFmt(0, 1)).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes THB in baht with two decimals', async () => {
    const list = await listAll('th1.manager', { soStatus: [2] });
    const { sheets } = await exportSheets('th1.manager', 'management', { soStatus: [2] });
    const sheet = sheets[0]!;
    expect(sheet.rows.map((row) => row[7])).toEqual(list.rows.map((order) => order.amount / 100));
    expect(sheet.rows.every((row) => row[8] === 'THB')).toBe(true);
    expect(sheet.numFmt(0, 7)).toBe('#,##0.00');
  });

  it('writes the sheet and its headers in the caller’s language', async () => {
    const { sheets } = await exportSheets('vn1.manager', 'commission', { soStatus: [4] }, 'vi');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Hoa hồng', 'Tổng hợp theo nhân viên']);
    expect(sheets[0]!.header.slice(0, 3)).toEqual(['Nhân viên', 'Mã SO', 'Ngày tạo']);
    expect(new Set(sheets[0]!.rows.map((row) => row[5]))).toEqual(new Set(['Đã giao']));
    expect(new Set(sheets[0]!.rows.map((row) => row[7]))).toEqual(new Set(['Có']));
  });

  it('commission: the summary sheet adds up each agent’s orders', async () => {
    const { sheets } = await exportSheets('vn1.manager', 'commission', {});
    const [orders, summary] = sheets;
    expect(summary!.header).toEqual([
      'Agent',
      'Orders',
      'Approved',
      'Delivered',
      'Delivered amount',
      'Currency',
    ]);
    const expected = new Map<string, [number, number, number, number]>();
    for (const row of orders!.rows) {
      const entry = expected.get(String(row[0])) ?? [0, 0, 0, 0];
      entry[0] += 1;
      if (['Approved', 'Delivered', 'Returned'].includes(String(row[5]))) entry[1] += 1;
      if (row[7] === 'Yes') {
        entry[2] += 1;
        entry[3] += Number(row[3]);
      }
      expected.set(String(row[0]), entry);
    }
    expect(summary!.rows).toHaveLength(expected.size);
    for (const row of summary!.rows) {
      expect(row.slice(1, 5), String(row[0])).toEqual(expected.get(String(row[0])));
      expect(row[5]).toBe('VND');
    }
    expect(summary!.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(orders!.rows.length);
  });

  it('collection: delivery orders with tracking code, partner and COD amount', async () => {
    const list = await listAll('vn1.finance', { doStatus: [5] });
    const { sheets } = await exportSheets('vn1.finance', 'collection', { doStatus: [5] });
    const sheet = sheets[0]!;
    expect(sheet.rows).toHaveLength(list.total);
    for (const row of sheet.rows) {
      expect(row[2]).toMatch(/^VN1\d{9}$/);
      expect(row[3]).toBe('GENERAL');
      // Cash to collect: the order's amount when paid on delivery, none for a prepaid parcel.
      expect(row[4]).toBeGreaterThanOrEqual(0);
      expect(row[6]).toBe('Delivered');
      expect(row[7]).toBeInstanceOf(Date);
      expect(row[7]).toEqual(row[8]);
    }
  });

  it('gives an agent only their own orders, like the list', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const list = await listAll('vn1.agent', {});
    const all = await listAll('vn1.manager', {});
    expect(list.total).toBeGreaterThan(0);
    expect(list.total).toBeLessThan(all.total);
    expect(list.rows.every((row) => row.agent?.id === agentId)).toBe(true);
    // Asking for someone else's orders changes nothing.
    const { response, sheets } = await exportSheets('vn1.agent', 'management', {
      agentId: [1, 2, 3, agentId],
    });
    expect(response.headers['x-total-rows']).toBe(String(list.total));
    expect(sheets[0]!.rows.map((row) => row[0])).toEqual(list.rows.map((row) => row.id));
    expect(new Set(sheets[0]!.rows.map((row) => row[14]))).toEqual(new Set([list.rows[0]!.agent?.name]));
  });

  it('keeps each org to its own orders; HQ exports every org or the one it picks', async () => {
    const vn1 = await listAll('vn1.manager', {});
    const sneaky = await exportSheets('vn1.manager', 'management', { orgId: 10 });
    expect(sneaky.sheets[0]!.rows.map((row) => row[0])).toEqual(vn1.rows.map((row) => row.id));
    expect(sneaky.sheets[0]!.rows.every((row) => row[8] === 'VND')).toBe(true);

    const th1 = await exportSheets('hq.admin', 'collection', { orgId: 10 });
    expect(th1.sheets[0]!.rows.length).toBeGreaterThan(0);
    expect(th1.sheets[0]!.rows.every((row) => row[5] === 'THB')).toBe(true);
    const everyOrg = await exportSheets('hq.admin', 'collection', {});
    expect(new Set(everyOrg.sheets[0]!.rows.map((row) => row[5]))).toEqual(new Set(['VND', 'THB']));
  });

  it('answers a bad filter with the envelope, before any byte of a file', async () => {
    for (const body of [
      { dateFrom: 'yesterday' },
      { sortBy: 'password' },
      { soStatus: ['abc'] },
      { dateFrom: '2025-02-01', dateTo: '2025-01-01' },
    ]) {
      const response = await exportFile('vn1.manager', 'management', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json<Envelope<null>>()).toMatchObject({
        code: 400,
        error: 'validation_error',
        data: null,
      });
    }
    const unknown = await exportFile('vn1.manager', 'shipping', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses the kinds a role is not listed for, with the envelope', async () => {
    const cases: [string, OrderExportKind, number][] = [
      ['vn1.agent', 'management', 200],
      ['vn1.agent', 'marketer', 403],
      ['vn1.agent', 'commission', 403],
      ['vn1.agent', 'collection', 403],
      ['vn1.marketing', 'management', 403],
      ['vn1.marketing', 'marketer', 200],
      ['vn1.team-leader', 'commission', 200],
      ['vn1.team-leader', 'collection', 403],
      ['vn1.auditor', 'management', 200],
      ['vn1.auditor', 'commission', 403],
      ['vn1.fulfilment', 'collection', 200],
      ['vn1.fulfilment', 'marketer', 403],
      ['vn1.cs', 'management', 403],
    ];
    for (const [user, kind, status] of cases) {
      const response = await exportFile(user, kind, { dateFrom: '2100-01-01' });
      expect(response.statusCode, `${user} ${kind}`).toBe(status);
      if (status === 403) {
        expect(response.json<Envelope<null>>()).toMatchObject({ code: 403, error: 'forbidden', data: null });
      } else {
        // An empty filter result is still a workbook with its header row.
        const [sheet] = await readSheets(response.rawPayload);
        expect(sheet!.header).toEqual(HEADERS[kind]);
        expect(sheet!.rows).toEqual([]);
      }
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/orders/management/export/management',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('a large export', () => {
    const EXTRA = 5_000;

    beforeAll(async () => {
      // 5,000 more VN1 sale orders, many sharing their creation time (ties the keyset must break).
      const agentId = await userIdOf(server, 'vn1.agent');
      await sql`
        INSERT INTO sale_orders (org_id, lead_id, created_by, status, currency, subtotal, amount, payment_method_id, created_at, updated_at)
        SELECT 4, lead.id, ${agentId}, 1 + g % 5, 'VND', 100000 + (g % 37) * 1000, 100000 + (g % 37) * 1000, 1 + g % 2,
               now() - (g % 50) * interval '1 minute', now()
        FROM generate_series(1, ${EXTRA}) AS g
        CROSS JOIN LATERAL (SELECT id FROM leads WHERE org_id = 4 ORDER BY id OFFSET g % 100 LIMIT 1) AS lead`.execute(
        server.engine.db,
      );
    });

    it('streams every row of the filter', async () => {
      const { body: list } = await server.call<SaleOrderRow[]>({
        method: 'POST',
        url: '/api/orders/management',
        token: await token('vn1.manager'),
        payload: { limit: 200 },
      });
      const total = list.total ?? 0;
      expect(total).toBeGreaterThan(EXTRA);
      const { response, sheets } = await exportSheets('vn1.manager', 'management', { limit: 10 });
      expect(response.headers['x-total-rows']).toBe(String(total));
      const ids = sheets[0]!.rows.map((row) => row[0]);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect(ids.slice(0, 200)).toEqual(list.data.map((row) => row.id));
    });

    it('lets a client leave mid-download: the connection is released, the next export works', async () => {
      const address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
      const body = '{}';
      const bearer = await token('vn1.manager');
      const firstChunk = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: address.hostname,
            port: address.port,
            path: '/api/orders/management/export/management',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', (chunk: Buffer) => {
              // The client goes away after the first bytes of the file.
              request.destroy();
              resolve(chunk.length);
            });
          },
        );
        request.on('error', () => undefined);
        request.setHeader('authorization', `Bearer ${bearer}`);
        request.end(body);
        request.setTimeout(20_000, () => reject(new Error('no answer')));
      });
      expect(firstChunk).toBeGreaterThan(0);
      // The server lets the connection go and serves the next export as usual.
      await expect
        .poll(() => new Promise((resolve) => server.app.server.getConnections((_, count) => resolve(count))))
        .toBe(0);
      const again = await exportFile('vn1.manager', 'marketer', { soStatus: [3] });
      expect(again.statusCode).toBe(200);
    });

    it('reads pages of at most EXPORT_PAGE_SIZE rows, in the list’s order for every sort', async () => {
      const userId = await userIdOf(server, 'vn1.manager');
      const user = { userId, userName: 'vn1.manager', fullName: '', userType: '', orgId: 4, roles: [15] };
      const scoped = <T>(work: Parameters<typeof withOrgScope<T>>[2]) =>
        withOrgScope(server.engine.db, { orgId: 4 }, work);

      const filter = orderManagementFilterSchema.parse({});
      const pageSizes: number[] = [];
      for await (const page of saleOrderExportPages(scoped, filter, listScope(user, undefined), 'en', {
        withItems: true,
      })) {
        pageSizes.push(page.length);
      }
      const total = pageSizes.reduce((sum, size) => sum + size, 0);
      expect(total).toBeGreaterThan(EXTRA);
      expect(pageSizes.length).toBe(Math.ceil(total / EXPORT_PAGE_SIZE));
      expect(Math.max(...pageSizes)).toBe(EXPORT_PAGE_SIZE);

      for (const sort of [
        { sortBy: 'createdAt', sortDirection: 'asc' },
        { sortBy: 'amount', sortDirection: 'asc' },
        { sortBy: 'amount', sortDirection: 'desc' },
        { sortBy: 'soId', sortDirection: 'asc' },
      ] as const) {
        // Pending orders paid by bank transfer: some hundreds, with many equal amounts and times.
        const sorted = { ...filter, ...sort, soStatus: [1], paymentMethodId: [2] };
        const ids: number[] = [];
        for await (const page of saleOrderExportPages(scoped, sorted, listScope(user, undefined), 'en', {
          withItems: false,
          pageSize: 37,
        })) {
          ids.push(...page.map((row) => row.id));
        }
        const list = await listAll('vn1.manager', sorted);
        expect(list.total).toBeGreaterThan(300);
        expect(ids, JSON.stringify(sort)).toEqual(list.rows.map((row) => row.id));
      }
    });
  });
});
