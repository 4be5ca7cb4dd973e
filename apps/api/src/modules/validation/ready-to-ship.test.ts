import { type BankWebhookResult, ORG_ID, SO_STATUS, type ValidationDetail } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { deliveryOrdersOf, pendingOrders, validateOrder } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { createDeliveryOrder } from '../delivery-orders/index.js';

/**
 * What an order needs before it ships (docs/validation.md 'Ready to ship'): a deliverable address
 * (approval, DO creation and the DO's send refuse without it, naming the missing fields), and a
 * prepaid order's verified transfer (or a supervisor's "ship before payment" with a reason,
 * audited, whose DO collects what is still due).
 */
describe('ready to ship: deliverable address and verified payment', () => {
  let server: TestServer;
  let validator: string;
  let manager: string;
  let finance: string;
  let agent: string;
  let cod: Awaited<ReturnType<typeof pendingOrders>>;
  let prepaid: Awaited<ReturnType<typeof pendingOrders>>;
  const db = () => server.engine.db;

  const validate = (token: string, body: Record<string, unknown>, language = 'en') =>
    validateOrder(server, token, body, language);
  const detail = async (soId: number) =>
    (
      await server.call<ValidationDetail>({
        method: 'GET',
        url: `/api/SO/ValidationDetail?soId=${soId}`,
        token: validator,
      })
    ).body.data.order;
  const leadOf = async (soId: number) =>
    (await db().selectFrom('saleOrders').select('leadId').where('id', '=', soId).executeTakeFirstOrThrow())
      .leadId;
  const setAddress = async (soId: number, address: { provinceId?: null; wardId?: null; street?: string }) =>
    db()
      .updateTable('leads')
      .set(address)
      .where('id', '=', await leadOf(soId))
      .execute();
  /** A transfer of `amount` for the order from the bank feed, verified by finance. */
  const verifiedTransfer = async (soId: number, amount: number) => {
    const pushed = await server.call<BankWebhookResult>({
      method: 'POST',
      url: '/api/bank/webhook/simulator?org=VN1',
      headers: { authorization: 'Apikey demo-bank-feed-VN1' },
      payload: {
        id: 1_800_000_000 + soId,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-24 09:00:00',
        accountNumber: '0071000100001',
        subAccount: null,
        code: null,
        content: `LL${soId} chuyen tien`,
        transferType: 'in',
        description: `LL${soId} chuyen tien`,
        transferAmount: amount,
        referenceCode: null,
        accumulated: 0,
      },
    });
    expect(pushed.body.data.transactionId).not.toBeNull();
    const verified = await server.call({
      method: 'POST',
      url: '/api/bank/transaction/verification',
      token: finance,
      payload: { id: pushed.body.data.transactionId, action: 'verify', soId },
    });
    expect(verified.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    [validator, manager, finance, agent] = await server.loginAll(
      'vn1.validator',
      'vn1.manager',
      'vn1.finance',
      'vn1.agent',
    );
    const pending = await pendingOrders(server, ORG_ID.VN1, { inStockOnly: true, withPrepaid: true });
    cod = pending.filter((order) => order.paymentCode === 'COD');
    prepaid = pending.filter((order) => order.paymentCode !== 'COD');
    expect(cod.length).toBeGreaterThanOrEqual(3);
    expect(prepaid.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => server.close());

  it('refuses to approve an order without a deliverable address, naming the missing fields (en, vi)', async () => {
    const order = cod[0]!;
    await setAddress(order.id, { wardId: null, street: '  ' });
    const row = await detail(order.id);
    expect(row).toMatchObject({ missingAddress: ['ward', 'street'], paymentState: 'cod' });

    const refused = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This order cannot be approved: its delivery address is incomplete (Ward / Commune, Street address missing). The agent must complete it first.',
    );
    expect(refused.body.data).toEqual({ missingAddress: ['ward', 'street'] });
    const vi = await validate(validator, { soId: order.id, action: 'approve', version: order.version }, 'vi');
    expect(vi.body.message).toContain('thiếu Phường / Xã, Địa chỉ (số nhà, đường)');
    expect((await detail(order.id)).status.value).toBe(SO_STATUS.PENDING);
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
  });

  it('creates no delivery order for an undeliverable address', async () => {
    const order = cod[1]!;
    await setAddress(order.id, { provinceId: null });
    await db()
      .updateTable('saleOrders')
      .set({ status: SO_STATUS.APPROVED })
      .where('id', '=', order.id)
      .execute();
    await expect(
      withOrgScope(db(), { orgId: ORG_ID.VN1 }, (trx) =>
        createDeliveryOrder(trx, { saleOrderId: order.id, actorId: null }),
      ),
    ).rejects.toMatchObject({ status: 400, data: { missingAddress: ['province', 'ward'] } });
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
  });

  it('a DO already queued whose address went missing is not sent: the job leaves it in pending shipping with the reason', async () => {
    const order = cod[2]!;
    const approved = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(approved.body.code).toBe(200);
    const doId = approved.body.data.deliveryOrderId!;
    await setAddress(order.id, { street: '' });
    await server.jobs.runDueJobs();

    const [dlv] = await deliveryOrdersOf(server, order.id);
    expect(dlv).toMatchObject({
      id: doId,
      status: 1,
      trackingCode: null,
      lastSendError: 'address_incomplete:street',
    });
    const pending = await server.call<{ doId: number; reason: string }[]>({
      method: 'GET',
      url: `/api/shipping-pending?search=${order.id}`,
      token: validator,
    });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ doId, reason: 'address_incomplete:street' }),
    ]);
    const history = await db()
      .selectFrom('history')
      .select(['action', 'changes'])
      .where('entityType', '=', 'so')
      .where('entityId', '=', order.id)
      .where('action', '=', 'do_send_failed')
      .executeTakeFirstOrThrow();
    expect(history.changes).toMatchObject({ doId, missingAddress: ['street'] });
  });

  it('refuses a prepaid order until its transfer is verified; paid, its DO collects nothing', async () => {
    const order = prepaid[0]!;
    const row = await detail(order.id);
    expect(row.paymentState).toBe('awaiting_transfer');
    const refused = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('its transfer is not verified yet');
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);

    await verifiedTransfer(order.id, Number(order.amount));
    expect(await detail(order.id)).toMatchObject({
      paymentState: 'paid',
      verifiedAmount: Number(order.amount),
    });
    const approved = await validate(validator, { soId: order.id, action: 'approve', version: order.version });
    expect(approved.body.code).toBe(200);
    const [dlv] = await deliveryOrdersOf(server, order.id);
    expect(Number(dlv!.codAmount)).toBe(0);
  });

  it('ships before payment only for a supervisor with a reason, audited; the DO collects what is still due', async () => {
    const order = prepaid[1]!;
    const amount = Number(order.amount);
    const part = Math.floor(amount * 0.4);
    await verifiedTransfer(order.id, part);
    expect(await detail(order.id)).toMatchObject({ paymentState: 'awaiting_transfer', verifiedAmount: part });

    const reason = 'Regular customer, pays the rest on delivery';
    const byValidator = await validate(validator, {
      soId: order.id,
      action: 'approve',
      version: order.version,
      shipBeforePaymentReason: reason,
    });
    expect(byValidator.status).toBe(403);
    expect(byValidator.body.message).toBe('Your role cannot ship an order before its payment is verified.');
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);

    const byManager = await validate(manager, {
      soId: order.id,
      action: 'approve',
      version: order.version,
      shipBeforePaymentReason: reason,
    });
    expect(byManager.body.code).toBe(200);
    const [dlv] = await deliveryOrdersOf(server, order.id);
    expect(Number(dlv!.codAmount)).toBe(amount - part);

    const audit = await db()
      .selectFrom('auditLog')
      .select(['action', 'details', 'userId'])
      .where('entityType', '=', 'so')
      .where('entityId', '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'ship_before_payment' });
    expect(audit.userId).not.toBeNull();
    expect(audit.details).toMatchObject({ reason, amountDue: amount - part });
    const validated = await db()
      .selectFrom('history')
      .select('changes')
      .where('entityType', '=', 'so')
      .where('entityId', '=', order.id)
      .where('action', '=', 'validated')
      .executeTakeFirstOrThrow();
    expect(validated.changes).toMatchObject({ shipBeforePayment: { reason, amountDue: amount - part } });
  });

  it('a reason too short is refused before anything', async () => {
    const order = prepaid[2]!;
    const refused = await validate(manager, {
      soId: order.id,
      action: 'approve',
      version: order.version,
      shipBeforePaymentReason: 'x',
    });
    expect(refused.status).toBe(400);
    expect(await deliveryOrdersOf(server, order.id)).toHaveLength(0);
  });

  it('order creation refuses an address without its ward, naming it', async () => {
    const campaign = await db()
      .selectFrom('campaigns')
      .select('id')
      .where('orgId', '=', ORG_ID.VN1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await db()
      .selectFrom('products')
      .select('id')
      .where('orgId', '=', ORG_ID.VN1)
      .where('productType', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await server.call({
      method: 'POST',
      url: '/api/orders/create/lead',
      token: agent,
      payload: {
        customerName: 'Trần Văn Giao',
        phone: '0912000777',
        campaignId: campaign.id,
        provinceId: 11000001,
        street: '5 Hàng Bài',
        saleOrder: { paymentMethodId: 1, items: [{ prodId: product.id, quantity: 1 }] },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The delivery address is incomplete: please fill in Ward / Commune.');
    expect(answer.body.data).toEqual({ missingAddress: ['ward'] });
  });
});
