import { ORG_ID } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * SPEC.md 7.9: a postback the network refused shows in pending postback with its tries; a resend
 * delivers it (the demo network is the built-in simulator) and it leaves the list.
 */
describe('pending postback', () => {
  const suite = useBrowserSuite({ env: { JOB_POLL_MS: '0' } });

  it('a failed postback shows with its three tries, is resent, delivered, and leaves the list', async () => {
    const db = suite.engine.db;
    // A demo postback the simulator refused three times (docs/postbacks.md).
    const failed = await db
      .selectFrom('postbacks')
      .select(['id', 'leadId', 'transactionId'])
      .where('orgId', '=', ORG_ID.VN1)
      .where('state', '=', 'failed')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const page = await suite.openLoggedIn('vn1.director', { path: '/apps/orders/pendingPostback' });
    await waitForSettledTable(page, 'postbacks-list');
    await page.getByTestId('filter-search').fill(failed.transactionId);
    await page.getByTestId('postbacks-filter-submit').click();
    await waitForSettledTable(page, 'postbacks-list');
    const row = page.locator(`[data-testid="postbacks-list-row"][data-row-id="${failed.id}"]`);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Failed');
    await expect(row.innerText()).resolves.toContain('resend by hand');

    await page.getByTestId(`attempts-${failed.id}`).click();
    const dialog = page.getByTestId('attempts-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('attempt-row').count()).toBe(3);
    await expect(dialog.getByTestId('attempt-row').first().innerText()).resolves.toContain('429');
    await page.getByTestId('attempts-close').click();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByTestId('postbacks-list-select').check();
    await page.getByTestId('resend').click();
    const toast = page.getByTestId('send-result');
    await toast.waitFor();
    await expect(toast.getByTestId('send-result-row').innerText()).resolves.toMatch(
      new RegExp(`${failed.id}\\s+${failed.leadId}\\s+Success`),
    );
    // The result table stays until closed, and never over the page's title.
    const tableBox = (await toast.boundingBox())!;
    const titleBox = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    expect(tableBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    // The list reloads without it.
    await expect.poll(() => page.getByTestId('postbacks-list-row').count()).toBe(0);
    const delivered = await db
      .selectFrom('postbacks')
      .select(['state', 'attempts', 'transactionId'])
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(delivered).toEqual({ state: 'delivered', attempts: 4, transactionId: failed.transactionId });
  });
});
