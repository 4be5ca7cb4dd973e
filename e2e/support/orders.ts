import {
  BANK_TRANSFER_CODE,
  LEAD_STATUS,
  type OrderDetail,
  type OrderListRow,
  SO_STATUS,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { Database } from '../../apps/api/src/db/schema.js';
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
  const order = await db
    .selectFrom('saleOrders as so')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .innerJoin('users as u', 'u.id', 'l.assigneeId')
    .select(['so.id', 'so.leadId', 'so.amount'])
    .where('u.userName', '=', 'vn1.agent')
    .where('l.typeLead', '=', 'lead')
    .where('l.leadStatus', '<>', LEAD_STATUS.TRASH)
    .where('so.status', '=', SO_STATUS.PENDING)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('saleOrders as later')
            .select('later.id')
            .whereRef('later.leadId', '=', 'so.leadId')
            .whereRef('later.id', '>', 'so.id'),
        ),
      ),
    )
    .orderBy('so.id')
    .limit(1)
    .executeTakeFirstOrThrow();
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
