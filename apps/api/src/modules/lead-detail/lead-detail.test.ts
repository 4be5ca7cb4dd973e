import type { OrderListRow, ProductSummary, ReferenceItem, SaleOrderRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server.js';
import { type OrderEditScreen, openOrderEditScreen, orderEditCalls } from './lead-detail-test-support.js';

const DAY = 86_400_000;

describe('order edit screen: detail, calls and save', () => {
  let screen: OrderEditScreen;
  let server: TestServer;
  let agent: string;
  let manager: string;
  let th: string;
  const { call, detail, save, dial, freshLead, productOfType } = orderEditCalls(() => screen);

  beforeAll(async () => {
    screen = await openOrderEditScreen();
    ({ server, agent, manager, th } = screen);
  });
  afterAll(() => server.close());

  it('loads the lead with its data, not yet called', async () => {
    const lead = freshLead();
    const { status, body } = await detail(lead.leadId);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.leadData).toMatchObject({
      leadId: lead.leadId,
      orgId: 4,
      customerName: lead.customerName,
      status: 1,
      called: false,
    });
    expect(body.data.leadData.version).toBeGreaterThan(0);
  });

  it('answers 400 for a lead the caller may not see and 404001 for a lead in trash', async () => {
    const others = (await call<OrderListRow[]>('GET', '/api/orders/list?limit=200', manager)).body.data;
    const notMine = others.find((row) => row.agent?.name !== 'Lê Thị Hoa' && row.leadStatus.value !== 7)!;
    const denied = await detail(notMine.leadId);
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({
      code: 400,
      data: null,
      message: 'You do not have permission to view information of this lead',
    });
    const otherOrg = await detail(notMine.leadId, th);
    expect(otherOrg.body.code).toBe(400);
    const trashed = others.find((row) => row.leadStatus.value === 7)!;
    const inTrash = await detail(trashed.leadId, manager);
    expect(inTrash.body.code).toBe(404001);
  });

  it('refuses a status change without a call, and accepts it after one', async () => {
    const lead = freshLead();
    const before = (await detail(lead.leadId)).body.data.leadData;
    const refused = await save(lead.leadId, { version: before.version, leadStatus: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please making call before saving lead status.');
    expect((await detail(lead.leadId)).body.data.leadData).toMatchObject({
      status: 1,
      version: before.version,
    });

    expect((await call('GET', `/api/phone/0000000?leadId=${lead.leadId}`, agent)).status).toBe(400);
    const started = await dial(lead);
    expect(started.body.code).toBe(200);
    expect(
      (await call<{ called: boolean }>('GET', `/api/orders/check-connection-uncall/${lead.leadId}`, agent))
        .body.data.called,
    ).toBe(true);

    const saved = await save(lead.leadId, {
      version: before.version,
      leadStatus: 4,
      note: 'Máy bận, gọi lại sau',
    });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.leadData).toMatchObject({
      status: 4,
      version: before.version + 1,
      note: 'Máy bận, gọi lại sau',
    });
    const history = await call<{ action: string }[]>('GET', `/api/lead/${lead.leadId}/history`, agent);
    expect(history.body.data.map((entry) => entry.action)).toContain('status');

    const stale = await save(lead.leadId, { version: before.version, note: 'old copy' });
    expect(stale.body.code).toBe(409);
  });

  it('needs the right reason for Rejected and a callback at least 2 days ahead', async () => {
    const lead = freshLead();
    await dial(lead);
    const { version } = (await detail(lead.leadId)).body.data.leadData;
    expect((await save(lead.leadId, { version, leadStatus: 3 })).body.message).toBe(
      'Please choose the reason.',
    );
    const trashReasons = (await call<ReferenceItem[]>('GET', '/api/orders/reasons?kind=TRASH', agent)).body
      .data;
    expect((await save(lead.leadId, { version, leadStatus: 3, reasonId: trashReasons[0]!.id })).status).toBe(
      400,
    );

    const callbackReasons = (
      await call<ReferenceItem[]>('GET', '/api/orders/callback-reasons?code=35', agent)
    ).body.data;
    const tooSoon = await save(lead.leadId, {
      version,
      leadStatus: 35,
      reasonId: callbackReasons[0]!.id,
      callbackAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(tooSoon.body.message).toBe('Appointment date can not less than 2 days from now.');
    const scheduled = await save(lead.leadId, {
      version,
      leadStatus: 35,
      reasonId: callbackReasons[0]!.id,
      callbackAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(scheduled.body.code).toBe(200);
    expect(scheduled.body.data.leadData.nextCallbackAt).not.toBeNull();
  });

  it('approves with a sale order priced by the server: same product adds up, combo, free item at 0', async () => {
    const lead = freshLead();
    await dial(lead);
    const { version } = (await detail(lead.leadId)).body.data.leadData;
    const plain = productOfType(1);
    const combo = productOfType(2);
    const free = productOfType(3);
    const saleOrder = {
      paymentMethodId: 1,
      deliveryTiming: 'STANDARD',
      items: [
        { prodId: plain.prodId, quantity: 1 },
        { prodId: plain.prodId, quantity: 2 },
        { prodId: combo.prodId, quantity: 1 },
        { prodId: free.prodId, quantity: 1 },
      ],
    };
    const { body } = await save(lead.leadId, { version, leadStatus: 2, saleOrder });
    expect(body.code).toBe(200);
    const so = body.data.soData!;
    const first = (price: string) => Number(price.split('|')[0]);
    expect(so.items.find((item) => item.prodId === plain.prodId)).toMatchObject({
      quantity: 3,
      price: first(plain.price),
    });
    expect(so.items.find((item) => item.prodId === free.prodId)).toMatchObject({ price: 0, amount: 0 });
    expect(so.amount).toBe(3 * first(plain.price) + first(combo.price));
    const management = await call<SaleOrderRow[]>('GET', `/api/orders/management?search=${so.id}`, manager);
    expect(management.body.data.map((row) => row.id)).toContain(so.id);
  });

  it('refuses bad orders with SPEC.md’s messages and changes nothing', async () => {
    const lead = freshLead();
    await dial(lead);
    const { version } = (await detail(lead.leadId)).body.data.leadData;
    const plain = productOfType(1);
    const order = (extra: object) => ({
      version,
      leadStatus: 2,
      saleOrder: { paymentMethodId: 1, items: [{ prodId: plain.prodId, quantity: 1 }], ...extra },
    });
    expect((await save(lead.leadId, order({ discountPercent: 101 }))).body.message).toMatch(
      /Discount can not bigger than 100/,
    );
    expect((await save(lead.leadId, order({ discountAmount: 10 ** 12 }))).body.message).toBe(
      'Discount amount cannot be greater than the product price.',
    );
    expect((await save(lead.leadId, order({ items: [{ prodId: plain.prodId, quantity: -1 }] }))).status).toBe(
      400,
    );
    expect((await save(lead.leadId, order({ paymentMethodId: 999 }))).body.message).toBe(
      'Please choose Payment Method.',
    );
    const thProducts = (await call<ProductSummary[]>('GET', '/api/products?limit=1', th)).body.data;
    expect(
      (await save(lead.leadId, order({ items: [{ prodId: thProducts[0]!.prodId, quantity: 1 }] }))).body
        .message,
    ).toBe('Product is not true.');
    expect((await save(lead.leadId, { version, leadStatus: 2 })).status).toBe(400);
    const after = (await detail(lead.leadId)).body.data;
    expect(after.leadData).toMatchObject({ status: 1, version });
  });
});
