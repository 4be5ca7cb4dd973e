import {
  ORG_ID,
  SO_STATUS,
  VALIDATION_CODE,
  VALIDATION_STATUS,
  type ValidationRow,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryOrdersOf,
  linesOf,
  orderHistory,
  pendingOrders,
  reservedOf,
  validateOrder,
} from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { expectListExport } from '../../testing/xlsx-fixtures.js';

describe('validation: list, PUT SO/Validate, delivery orders, export', () => {
  let server: TestServer;
  let validator: string;
  let admin: string;
  let thValidator: string;
  let pending: Awaited<ReturnType<typeof pendingOrders>>;
  let next = 0;
  /** A pending order no other test has used. */
  const take = () => {
    const order = pending[next++];
    if (!order) throw new Error('not enough pending demo orders');
    return order;
  };

  const list = (token: string, query = '') =>
    server.call<ValidationRow[]>({ method: 'GET', url: `/api/SO/ValidationList${query}`, token });
  const search = (token: string, body: Record<string, unknown>) =>
    server.call<ValidationRow[]>({ method: 'POST', url: '/api/SO/ValidationList', token, payload: body });
  const validate = (token: string, body: Record<string, unknown>, language = 'en') =>
    validateOrder(server, token, body, language);

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    [validator, admin, thValidator] = await server.loginAll('vn1.validator', 'vn1.admin', 'th1.validator');
    pending = await pendingOrders(server, ORG_ID.VN1);
    expect(pending.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(() => server.close());

  it('lists the org’s orders newest first with their rows, paged, and filters them', async () => {
    const { body } = await list(validator, '?offset=0&limit=5');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.data.every((row) => row.orgId === ORG_ID.VN1)).toBe(true);
    const times = body.data.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const row = body.data[0]!;
    expect(row.products).toMatch(/^\d+ x /);
    expect(row.customerName).not.toBe('');
    expect(row.paymentMethod.name).not.toBe('');

    const second = (await list(validator, '?offset=5&limit=5')).body.data;
    expect(second.map((r) => r.soId)).not.toContain(row.soId);

    const onlyPending = await search(validator, { status: [SO_STATUS.PENDING], limit: 200 });
    expect(onlyPending.body.total).toBeGreaterThanOrEqual(pending.length);
    expect(onlyPending.body.data.every((r) => r.status.value === SO_STATUS.PENDING)).toBe(true);
    expect(
      onlyPending.body.data.every(
        (r) => r.validationStatus?.value === VALIDATION_STATUS.PENDING && r.validationStatus.typeId === 50,
      ),
    ).toBe(true);

    const bySoId = await search(validator, { search: String(pending[0]!.id) });
    expect(bySoId.body.data.map((r) => r.soId)).toContain(pending[0]!.id);
    const byPhone = await search(validator, { search: row.phone.replace(/\D/g, '').slice(-7) });
    expect(byPhone.body.data.map((r) => r.soId)).toContain(row.soId);
  });

  it('keeps each org to its own orders, and refuses the roles outside the validation list', async () => {
    const th = await list(thValidator, '?limit=200');
    expect(th.body.code).toBe(200);
    expect(th.body.data.every((row) => row.orgId === ORG_ID.TH1)).toBe(true);
    expect(th.body.data.map((row) => row.soId)).not.toContain(pending[0]!.id);

    for (const userName of ['vn1.agent', 'vn1.resell-agent', 'vn1.cs', 'vn1.marketing', 'vn1.auditor']) {
      const token = await server.login(userName);
      expect((await list(token)).status, userName).toBe(403);
      const order = pending[0]!;
      const refused = await validate(token, { soId: order.id, action: 'approve', version: order.version });
      expect(refused.status, userName).toBe(403);
    }
    // Another org's validator does not see the order at all.
    const order = pending[0]!;
    const other = await validate(thValidator, { soId: order.id, action: 'approve', version: order.version });
    expect(other.status).toBe(404);
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
  });

  it('approves an order: one delivery order New with the COD amount; repeating answers the same', async () => {
    const order = pending.find((o, index) => index >= next && o.paymentCode === 'COD');
    if (!order) throw new Error('no pending COD order');
    pending = pending.filter((o) => o.id !== order.id);
    const first = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(first.body.code).toBe(200);
    expect(first.body.data.status).toBe(SO_STATUS.APPROVED);
    expect(first.body.data.validationStatus).toBe(VALIDATION_STATUS.APPROVED);
    const dos = await deliveryOrdersOf(server, order.id);
    expect(dos).toHaveLength(1);
    expect(dos[0]!.status).toBe(1);
    expect(Number(dos[0]!.codAmount)).toBe(Number(order.amount));
    expect(dos[0]!.warehouseId).not.toBeNull();
    expect(first.body.data.deliveryOrderId).toBe(dos[0]!.id);

    const again = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(again.body).toEqual(first.body);
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(1);

    const history = await orderHistory(server.engine.db, order.id);
    expect(history.map((h) => h.action).sort()).toEqual(['delivery_order_created', 'validated']);

    // The other action on a validated order is a conflict with a clear message.
    const cancel = await validate(
      validator,
      { soId: order.id, action: 'cancel', reasonId: 1, version: first.body.data.version },
      'vi',
    );
    expect(cancel.body.code).toBe(VALIDATION_CODE.CONFLICT);
    expect(cancel.body.message).toBe('Đơn hàng này đã được duyệt: không thể hủy tại đây.');
  });

  it('two validators at once: one result, one delivery order', async () => {
    const order = take();
    const body = { soId: order.id, action: 'approve', version: order.version };
    const [a, b] = await Promise.all([validate(validator, body), validate(admin, body)]);
    expect(a.body.code).toBe(200);
    expect(b.body.code).toBe(200);
    expect(a.body.data).toEqual(b.body.data);
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(1);
  });

  it('refuses to approve an order with a line out of stock, and changes nothing', async () => {
    const order = take();
    const [line] = await linesOf(server, order.id);
    await server.engine.db
      .updateTable('saleOrderItems')
      .set({ isOutOfStock: true })
      .where('id', '=', line!.id)
      .execute();
    const refused = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/out of stock \(.+\)/);
    const vi = await validate(validator, { soId: order.id, action: 'approve', version: order.version }, 'vi');
    expect(vi.body.message).toMatch(/hết hàng/);
    const row = await server.engine.db
      .selectFrom('saleOrders')
      .select(['status', 'version'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: SO_STATUS.PENDING, version: order.version });
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
    const listed = await search(validator, { search: String(order.id) });
    expect(listed.body.data.find((r) => r.soId === order.id)?.isOutOfStock).toBe(true);
  });

  it('cancels with a reason and gives the reserved stock back, once', async () => {
    const order = take();
    const lines = await linesOf(server, order.id);
    // The reservation the order made when it was taken (the demo seed writes orders directly).
    for (const line of lines)
      await server.engine.db
        .updateTable('stock')
        .set((eb) => ({ reserved: eb('reserved', '+', line.quantity) }))
        .where('productId', '=', line.productId)
        .where(
          'warehouseId',
          '=',
          server.engine.db
            .selectFrom('stock')
            .select((eb) => eb.fn.min('warehouseId').as('w'))
            .where('productId', '=', line.productId),
        )
        .execute();
    const products = [...new Set(lines.map((line) => line.productId))];
    const before = new Map<number, number>();
    for (const id of products) before.set(id, await reservedOf(server, id));

    const noReason = await validate(validator, { soId: order.id, action: 'cancel', version: order.version });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please choose the reason.');
    const badReason = await validate(validator, {
      soId: order.id,
      action: 'cancel',
      reasonId: 999,
      version: order.version,
    });
    expect(badReason.status).toBe(400);

    const stale = await validate(validator, {
      soId: order.id,
      action: 'cancel',
      reasonId: 2,
      version: order.version + 1,
    });
    expect(stale.body.code).toBe(VALIDATION_CODE.CONFLICT);

    const body = { soId: order.id, action: 'cancel', reasonId: 2, version: order.version };
    const cancelled = await validate(validator, body);
    expect(cancelled.body.code).toBe(200);
    expect(cancelled.body.data.status).toBe(SO_STATUS.CANCELLED);
    for (const id of products) {
      const units = lines
        .filter((line) => line.productId === id)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(await reservedOf(server, id)).toBe(before.get(id)! - units);
    }
    // Repeating gives nothing back again.
    expect((await validate(validator, body)).body).toEqual(cancelled.body);
    for (const id of products) {
      const units = lines
        .filter((line) => line.productId === id)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(await reservedOf(server, id)).toBe(before.get(id)! - units);
    }
    const approve = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(approve.body.code).toBe(VALIDATION_CODE.CONFLICT);
    expect(approve.body.message).toBe('This order has already been cancelled: it cannot be approved.');

    const row = (await search(validator, { search: String(order.id) })).body.data.find(
      (r) => r.soId === order.id,
    );
    expect(row?.validationStatus).toEqual({ typeId: 49, value: 2, name: 'Wrong phone number' });
    expect(row?.validatedBy?.name).toBeTruthy();
  });

  it('refuses a delayed delivery order in the past', async () => {
    const order = take();
    const refused = await validate(validator, {
      soId: order.id,
      action: 'approve',
      version: order.version,
      createDoAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The time to create the delivery order must be in the future.');
    // Put back for nobody: the order stays pending.
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
  });

  it('exports validation.xlsx of the filter, paging dropped', async () => {
    const filter = { status: [SO_STATUS.PENDING], offset: 0, limit: 1 };
    const total = (await search(validator, filter)).body.total;
    await expectListExport(
      server,
      { url: '/api/SO/ValidationList/csv', token: validator, payload: filter },
      { fileName: 'validation.xlsx', firstHeader: 'SO ID', total },
    );
  });
});
