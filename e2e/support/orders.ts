import { BANK_TRANSFER_CODE, type OrderDetail, type OrderListRow, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { Database } from '../../apps/api/src/db/schema.js';
import { agentsLatestOrder } from '../../apps/api/src/testing/sale-order-fixtures.js';
import { callApi } from './session.js';
import type { BrowserSuite } from './suite.js';

/** A New lead of the page's agent with no call in its current assignment, not one of `skip`. */
export async function uncalledNewLead(page: Page, skip: readonly number[] = []): Promise<OrderListRow> {
  const list = await callApi<OrderListRow[]>(page, 'POST', '/api/orders/list', { leadStatus: [1], size: 50 });
  for (const row of list.data) {
    if (skip.includes(row.leadId)) continue;
    const detail = await callApi<OrderDetail>(
      page,
      'GET',
      `/api/orders/detail/${row.typeLead}/${row.leadId}`,
    );
    if (detail.code === 200 && !detail.data.leadData.called) return row;
  }
  throw new Error('No uncalled New lead for this agent');
}

/**
 * The oldest pending sale order of vn1.agent that is its lead's latest (the one the edit screen
 * shows), switched to bank transfer so the edit screen offers its payment QR.
 */
export async function agentOrderPaidByTransfer(
  db: Kysely<Database>,
): Promise<{ id: number; leadId: number; amount: string | number }> {
  const order = await agentsLatestOrder(db, 'vn1.agent', [SO_STATUS.PENDING], { leadsOnly: true });
  const transfer = await db
    .selectFrom('paymentMethods')
    .select('id')
    .where('code', '=', BANK_TRANSFER_CODE)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('saleOrders')
    .set({ paymentMethodId: transfer.id })
    .where('id', '=', order.id)
    .execute();
  return order;
}

/** vn1.agent opens such an order (agentOrderPaidByTransfer) on the edit screen and shows its payment QR. */
export async function showAgentOrderQr(suite: BrowserSuite) {
  const order = await agentOrderPaidByTransfer(suite.engine.db);
  const page = await suite.openLoggedIn('vn1.agent', { path: `/apps/orders/edit/lead/${order.leadId}` });
  // A transfer's details come from the bank match: the agent sees the note, and shows the QR.
  await page.getByTestId('prepaid-info').waitFor();
  await page.getByTestId('payment-qr-toggle').click();
  await page.getByTestId('payment-qr-image').waitFor();
  return { order, page };
}
