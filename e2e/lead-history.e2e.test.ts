import { join } from 'node:path';
import type { OrderDetail } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uncalledNewLead } from './support/orders.js';
import { callApi } from './support/session.js';
import { SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

/** A field with codes on both sides of its arrow: "status: 4 → 5", "saleOrderStatus: 2 → 4". */
const CODE_LINE = /\b[A-Za-z]+: #?\d+ → #?\d+\b/;
const MACHINE_NAMES = /\b(doId|saleOrderStatus|partnerStatus|leadStatus|deliveryOrderId|simulator)\b/;

/**
 * The lead's history reads as sentences in the screen's language (who did what, from which state to
 * which, with names), in English and in Vietnamese.
 */
describe('the lead’s history', () => {
  const suite = useBrowserSuite();

  /** A VN1 lead whose parcel was delivered (the demo's parcels have their moves in the history). */
  async function deliveredLead(): Promise<{ leadId: number; doId: number }> {
    const row = await suite.engine.db
      .selectFrom('deliveryOrders as d')
      .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
      .innerJoin('orgs as o', 'o.id', 'so.orgId')
      .select(['so.leadId', 'd.id as doId'])
      .where('d.status', '=', 5)
      .where('o.code', '=', 'VN1')
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    return row;
  }

  async function historyText(page: Page, leadId: number): Promise<string> {
    await page.goto(`/apps/orders/edit/so/${leadId}`);
    await page.getByTestId('tab-history').click();
    const list = page.getByTestId('order-edit-history');
    await list.getByTestId('history-entry').first().waitFor();
    return list.innerText();
  }

  it('an agent’s status change and a parcel’s moves read as sentences with names, in English', async () => {
    const agent = await suite.openLoggedIn('vn1.agent');
    const lead = await uncalledNewLead(agent);
    await callApi(agent, 'GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`);
    const detail = await callApi<OrderDetail>(agent, 'GET', `/api/orders/detail/lead/${lead.leadId}`);
    const saved = await callApi(agent, 'PUT', `/api/orders/lead-info/${lead.leadId}`, {
      version: detail.data.leadData.version,
      leadStatus: 4,
    });
    expect(saved.code).toBe(200);
    await agent.goto(`/apps/orders/edit/lead/${lead.leadId}`);
    await agent.getByTestId('tab-history').click();
    const own = agent.getByTestId('order-edit-history');
    await own.getByText(/^\S.+ changed the status from New to Busy\.$/).waitFor();
    expect(await own.innerText()).not.toMatch(CODE_LINE);

    const { leadId, doId } = await deliveredLead();
    const manager = await suite.openLoggedIn('vn1.manager');
    const text = await historyText(manager, leadId);
    expect(text).toMatch(new RegExp(`reported DO ${doId} as Delivered \\(was In transit\\)\\.`));
    expect(text).toContain('Order status: Approved → Delivered');
    expect(text).toMatch(new RegExp(`imported tracking code \\S+ of \\S.* for DO ${doId}\\.`));
    expect(text).not.toMatch(CODE_LINE);
    expect(text).not.toMatch(MACHINE_NAMES);
    await manager.setViewportSize({ width: 1366, height: 768 });
    await manager.getByTestId('history-entry').first().scrollIntoViewIfNeeded();
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'lead-history-en.png') });
  });

  it('reads in Vietnamese on a Vietnamese screen', async () => {
    const { leadId, doId } = await deliveredLead();
    const manager = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
    const text = await historyText(manager, leadId);
    expect(text).toMatch(new RegExp(`báo DO ${doId} chuyển sang Đã giao \\(trước đó: Đang vận chuyển\\)\\.`));
    expect(text).toContain('Trạng thái đơn hàng: Đã duyệt → Đã giao');
    expect(text).toMatch(new RegExp(`đã nhập mã vận đơn \\S+ của \\S.* cho DO ${doId}\\.`));
    expect(text).not.toMatch(CODE_LINE);
    expect(text).not.toMatch(MACHINE_NAMES);
    expect(text).not.toMatch(/\b(reported|changed|created|imported|Order status)\b/);
    await manager.setViewportSize({ width: 1366, height: 768 });
    await manager.getByTestId('history-entry').first().scrollIntoViewIfNeeded();
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'lead-history-vi.png') });
  });
});
