import type { OrderDetail, OrderListRow } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { callApi } from './session.js';

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
