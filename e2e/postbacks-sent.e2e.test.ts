import { join } from 'node:path';
import type { PostbackRow } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

/**
 * A postback the network accepted shows on the postback screen's Sent tab with the network's
 * answer, and in the lead's history; the pending tab still lists only the others.
 */
describe('sent postbacks', () => {
  const suite = useBrowserSuite();

  it('the Sent tab lists the delivered postbacks with HTTP status and answer; the lead’s history tells it', async () => {
    const page = await suite.openLoggedIn('vn1.director', { path: '/apps/orders/pendingPostback' });
    await waitForSettledTable(page, 'postbacks-list');
    const pending = await page.getByTestId('postbacks-list').innerText();
    expect(pending).not.toContain('HTTP 200');

    await page.getByTestId('postbacks-tab-sent').click();
    await waitForSettledTable(page, 'postbacks-list');
    const sent = await callApi<PostbackRow[]>(page, 'POST', '/api/SO/pending/postback', {
      state: ['delivered'],
    });
    expect(sent.data.length).toBeGreaterThan(0);
    const first = sent.data[0]!;
    const answer = page.getByTestId(`answer-${first.id}`);
    await answer.waitFor();
    await expect(answer.innerText()).resolves.toContain('HTTP 200');
    await expect(answer.innerText()).resolves.toContain(first.lastAnswer ?? '');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'postbacks-sent-en.png') });

    // Back on the pending tab, the list is the pending one again.
    await page.getByTestId('postbacks-tab-pending').click();
    await waitForSettledTable(page, 'postbacks-list');
    await expect(page.getByTestId(`answer-${first.id}`).count()).resolves.toBe(0);

    await page.goto(`/apps/orders/edit/so/${first.leadId}`);
    await page.getByTestId('tab-history').click();
    await page
      .getByTestId('order-edit-history')
      .getByText(/told .+ the outcome “Approved”: the network answered HTTP 200\./)
      .waitFor();
  });

  it('reads in Vietnamese', async () => {
    const page = await suite.openLoggedIn('vn1.director', {
      language: 'vi',
      path: '/apps/orders/pendingPostback',
    });
    await page.getByTestId('postbacks-tab-sent').getByText('Đã gửi').waitFor();
    await page.getByTestId('postbacks-tab-sent').click();
    await waitForSettledTable(page, 'postbacks-list');
    await page.getByText('Các postback mạng quảng cáo đã nhận, kèm phản hồi của họ').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'postbacks-sent-vi.png') });
  });
});
