import { LEAD_STATUS, ORG_ID, QR_PAYMENT_CODE, SO_STATUS } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withoutLines } from '../apps/api/src/testing/sale-order-fixtures.js';
import { chooseInSelect, findInList, waitForSettledTable } from './support/controls.js';
import { type BrowserSuite, useBrowserSuite } from './support/suite.js';

/** The newest pending COD order of VN1 whose lines are all in stock, not yet used by this file. */
async function pendingOrder(suite: BrowserSuite, taken: Set<number>) {
  const rows = await suite.engine.db
    .selectFrom('saleOrders as so')
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .select(['so.id', 'so.leadId', 'so.amount', 'l.assigneeId'])
    .where('so.orgId', '=', ORG_ID.VN1)
    .where('so.status', '=', SO_STATUS.PENDING)
    .where('pm.code', '=', 'COD')
    .where(withoutLines((eb) => eb('i.isOutOfStock', '=', true)))
    .orderBy('so.id', 'desc')
    .execute();
  const order = rows.find((row) => !taken.has(row.id));
  if (!order) throw new Error('no pending order left');
  taken.add(order.id);
  return order;
}

async function showInList(page: Page, soId: number) {
  await page.goto('/apps/orders/validation');
  await waitForSettledTable(page, 'validation-list');
  return findInList(page, 'validation', soId);
}

/** Orders that must not ship: no address, or prepaid and unpaid; the QR method shows its QR. */
describe('orders that must not ship', () => {
  const suite = useBrowserSuite();
  const taken = new Set<number>();

  it('an order without ward and street: the validator sees why it cannot be approved; the agent is told at save which fields are missing', async () => {
    const order = await pendingOrder(suite, taken);
    await suite.engine.db
      .updateTable('leads')
      .set({ wardId: null, street: null })
      .where('id', '=', order.leadId)
      .execute();

    const validator = await suite.openLoggedIn('vn1.validator');
    const row = await showInList(validator, order.id);
    await expect(row.getByTestId('address-warning').innerText()).resolves.toBe(
      'Address incomplete: Ward / Commune, Street address',
    );
    await expect(row.getByTestId(`approve-${order.id}`).isDisabled()).resolves.toBe(true);
    await expect(row.getByTestId(`approve-later-${order.id}`).isDisabled()).resolves.toBe(true);

    await validator.goto(`/apps/orders/validation/detail/${order.id}`);
    await validator.getByTestId('validation-detail-address').waitFor();
    await expect(validator.getByTestId('validation-detail-address').innerText()).resolves.toContain(
      'Ward / Commune, Street address',
    );
    await expect(validator.getByTestId('detail-approve').isDisabled()).resolves.toBe(true);

    // The agent creating an order with a province only: told which fields, and they are marked.
    const agent = await suite.openLoggedIn('vn1.agent', { path: '/apps/orders/create/lead' });
    await agent.getByTestId('order-create-customer').waitFor();
    await agent.getByTestId('order-create-name').fill('Phạm Văn Giao');
    await agent.getByTestId('order-create-phone').fill(`0986${String(Date.now() % 1e6).padStart(6, '0')}`);
    await chooseInSelect(agent, 'order-create-campaign', null);
    await chooseInSelect(agent, 'address-province', 'Thành phố Hà Nội');
    await agent.getByTestId('pick-product').locator('input').click();
    await agent.getByRole('listbox').getByRole('option').first().click();
    await chooseInSelect(agent, 'order-edit-payment-method', 'Cash on delivery');
    await agent.getByTestId('order-create-submit').click();
    await agent
      .getByRole('alert')
      .filter({
        hasText: 'The delivery address is incomplete: please fill in Ward / Commune, Street address.',
      })
      .waitFor();
    await expect(
      agent.getByTestId('address-ward').locator('input').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(agent.getByTestId('address-street').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      agent.getByTestId('address-province').locator('input').getAttribute('aria-invalid'),
    ).resolves.toBe('false');
  });

  it('a prepaid order nobody paid: awaiting transfer, the validator cannot approve it; a manager ships it before payment with a reason and its DO collects the amount', async () => {
    const order = await pendingOrder(suite, taken);
    const qr = await suite.engine.db
      .selectFrom('paymentMethods')
      .select('id')
      .where('code', '=', QR_PAYMENT_CODE)
      .executeTakeFirstOrThrow();
    await suite.engine.db
      .updateTable('saleOrders')
      .set({ paymentMethodId: qr.id })
      .where('id', '=', order.id)
      .execute();

    const validator = await suite.openLoggedIn('vn1.validator');
    const row = await showInList(validator, order.id);
    await expect(row.getByTestId('payment-state').getAttribute('data-state')).resolves.toBe(
      'awaiting_transfer',
    );
    await expect(row.getByTestId('payment-state').innerText()).resolves.toBe('Awaiting transfer');
    await expect(row.getByTestId(`approve-${order.id}`).isDisabled()).resolves.toBe(true);
    // The validator is not among those who may ship before payment.
    await expect(row.getByTestId(`ship-before-payment-${order.id}`).count()).resolves.toBe(0);
    await validator.goto(`/apps/orders/validation/detail/${order.id}`);
    await validator.getByTestId('validation-detail-awaiting-transfer').waitFor();

    const manager = await suite.openLoggedIn('vn1.manager');
    const managerRow = await showInList(manager, order.id);
    await managerRow.getByTestId(`ship-before-payment-${order.id}`).click();
    const dialog = manager.getByTestId('ship-before-payment-dialog');
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain(
      `collect ${Number(order.amount).toLocaleString('en-US')} VND on delivery`,
    );
    await dialog.getByTestId('ship-before-payment-reason').fill('Customer pays the courier; agreed by phone');
    await dialog.getByTestId('ship-before-payment-confirm').click();
    await manager.getByRole('alert').filter({ hasText: 'Succeed!' }).first().waitFor();
    await expect.poll(() => managerRow.getByTestId('validation-status').innerText()).toContain('Approved');

    const dlv = await suite.engine.db
      .selectFrom('deliveryOrders')
      .select('codAmount')
      .where('saleOrderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(dlv.codAmount)).toBe(Number(order.amount));
  });

  it('choosing "Payment QR code" on the edit screen shows the QR at once, and asks for no bank or transaction id', async () => {
    const order = await pendingOrder(suite, taken);
    const agent = await suite.engine.db
      .selectFrom('users')
      .select('userName')
      .where('id', '=', order.assigneeId ?? 0)
      .executeTakeFirst();
    await suite.engine.db
      .updateTable('leads')
      .set({ leadStatus: LEAD_STATUS.APPROVED, heldBy: null, heldUntil: null })
      .where('id', '=', order.leadId)
      .execute();
    const page = await suite.openLoggedIn(agent?.userName ?? 'vn1.manager', {
      path: `/apps/orders/edit/lead/${order.leadId}`,
    });
    await page.getByTestId('order-edit-payment').waitFor();
    await chooseInSelect(page, 'order-edit-payment-method', 'Payment QR code');
    // No click: the QR is drawn as soon as the method is chosen.
    await page.getByTestId('payment-qr-image').waitFor();
    await expect(page.getByTestId('payment-qr-memo').innerText()).resolves.toBe(`LL${order.id}`);
    await expect(page.getByTestId('order-edit-bank').count()).resolves.toBe(0);
    await expect(page.getByTestId('order-edit-transaction-id').count()).resolves.toBe(0);
    await page.getByTestId('prepaid-info').waitFor();
  });
});
