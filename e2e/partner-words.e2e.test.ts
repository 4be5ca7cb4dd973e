import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

/** The partners' English words and codes a Vietnamese screen must not show. */
const ENGLISH =
  /address outside the delivery area|Delivered to the customer|\bGENERAL\b|\bgeneral\b|\bsimulator\b/;

/**
 * docs/decisions.md 'Partners' names and words': on Vietnamese screens the partners' names come
 * from a translated table and their messages through a translated code (the partner's own words
 * kept as a tooltip): the lead's history, the delivery order's history and the finance panel.
 */
describe('partners’ names and words in Vietnamese', () => {
  const suite = useBrowserSuite();

  const vn1Parcels = () =>
    suite.engine.db
      .selectFrom('deliveryOrders as d')
      .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
      .innerJoin('orgs as o', 'o.id', 'so.orgId')
      .select(['so.leadId', 'd.id as doId', 'd.lastSendError'])
      .where('o.code', '=', 'VN1');

  /** A delivered VN1 demo parcel of the General partner. */
  const deliveredParcel = () =>
    vn1Parcels()
      .where('d.partner', '=', 'GENERAL')
      .where('d.status', '=', 5)
      .orderBy('d.id')
      .executeTakeFirstOrThrow();

  async function leadHistory(page: Page, leadId: number): Promise<string> {
    await page.goto(`/apps/orders/edit/so/${leadId}`);
    await page.getByTestId('tab-history').click();
    const list = page.getByTestId('order-edit-history');
    await list.getByTestId('history-entry').first().waitFor();
    return list.innerText();
  }

  it('the lead’s history names the partner and translates its report and its refusal', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
    const delivered = await deliveredParcel();
    const history = await leadHistory(page, delivered.leadId);
    expect(history).toContain(`Chung (tệp cho kho) báo DO ${delivered.doId} chuyển sang Đã giao`);
    expect(history).toContain('Báo cáo của đối tác: Đã giao cho khách hàng');
    expect(history).not.toMatch(ENGLISH);

    // The demo's stuck sends, the simulator's refusal first when the org has one.
    const stuck = await vn1Parcels()
      .where('d.status', '=', 1)
      .where('d.lastSendError', 'is not', null)
      .orderBy('d.lastSendError', 'desc')
      .executeTakeFirstOrThrow();
    const said: Record<string, string> = {
      'refused: address outside the delivery area': 'Đối tác từ chối: Địa chỉ ngoài khu vực giao hàng',
      timeout: 'Không phản hồi kịp thời',
      'http_503: partner temporarily unavailable': 'Lỗi phía đối tác: Đối tác tạm thời không phục vụ',
    };
    const failed = await leadHistory(page, stuck.leadId);
    expect(failed).toMatch(
      new RegExp(`Gửi DO ${stuck.doId} cho .+ không thành công: ${said[stuck.lastSendError ?? '']}\\.`),
    );
    expect(failed).not.toMatch(ENGLISH);
    expect(failed).not.toMatch(/\b(refused|timeout|http_503|unavailable)\b/);
  });

  it('the delivery order’s history names the partner and its words, the raw words as the tooltip', async () => {
    const delivered = await deliveredParcel();
    const page = await suite.openLoggedIn('vn1.validator', { language: 'vi', path: '/apps/orders/shipping' });
    await waitForSettledTable(page, 'shipping-list');
    await page.getByTestId('filter-search').fill(String(delivered.doId));
    await page.getByTestId('shipping-filter-submit').click();
    await waitForSettledTable(page, 'shipping-list');
    await page.locator(`[data-testid="shipping-list-row"][data-row-id="${delivered.doId}"]`).click();
    await page.getByTestId('shipping-detail').waitFor();
    await page.getByTestId('tab-history').click();
    const history = page.getByTestId('shipping-history');
    await history.getByText('Đã giao cho khách hàng').first().waitFor();
    const text = await history.innerText();
    expect(text).toContain('Chung (tệp cho kho)');
    expect(text).not.toMatch(ENGLISH);
    await expect(history.getByText('Đã giao cho khách hàng').first().getAttribute('title')).resolves.toBe(
      'Delivered to the customer',
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'partner-words-do-history-vi.png') });
  });

  it('the finance panel names the partners from the table', async () => {
    const page = await suite.openLoggedIn('vn1.finance', { language: 'vi' });
    const partners = page.getByTestId('finance-partners');
    await partners.getByText('Chung (tệp cho kho)').waitFor();
    expect(await partners.innerText()).not.toMatch(ENGLISH);
  });
});
