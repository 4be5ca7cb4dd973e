import { type BankTransactionRow, TRANSACTION_STATUS } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** Issue 11 item 2: a finance user (role 20) verifies a bank transaction. */
describe('transaction verification', () => {
  const suite = useBrowserSuite();

  it('a finance user finds a matched transfer, opens it and verifies it', async () => {
    const page = await suite.openLoggedIn('vn1.finance', { path: '/apps/orders/transactionVerification' });
    await waitForSettledTable(page, 'transaction-list');
    // The demo bank feed's transfers are listed; one matched to its order by the memo is verified.
    const matched = await callApi<{ data: BankTransactionRow[]; totalSelf: number }>(
      page,
      'POST',
      '/api/bank/transactions?page=0&size=10',
      { status: [TRANSACTION_STATUS.MATCHED] },
    );
    const target = matched.data.data[0];
    if (!target) throw new Error('no matched demo transaction');
    await expect(page.getByTestId('total-self').innerText()).resolves.toMatch(/\d+ transactions/);

    await page.getByTestId('filter-search').fill(`LL${target.soId}`);
    await page.getByTestId('transaction-filter-submit').click();
    await page.locator(`[data-testid="transaction-list-row"][data-row-id="${target.id}"]`).click();
    const dialog = page.getByTestId('transaction-detail');
    await dialog.waitFor();
    await expect(dialog.getByTestId('detail-so').innerText()).resolves.toBe(String(target.soId));
    await expect(dialog.getByTestId('detail-memo').innerText()).resolves.toContain(`LL${target.soId}`);
    await expect(dialog.getByTestId('detail-so-input').inputValue()).resolves.toBe(String(target.soId));
    await dialog.getByTestId('detail-verify').click();

    await expect
      .poll(() => dialog.getByTestId('detail-status').getAttribute('data-status'))
      .toBe(String(TRANSACTION_STATUS.VERIFIED));
    await expect(dialog.getByTestId('detail-decided-by').innerText()).resolves.not.toBe('—');
    await expect(dialog.getByTestId('detail-events').innerText()).resolves.toMatch(/Verified/);
    await dialog.getByTestId('detail-close').click();
    await expect
      .poll(() => page.getByTestId(`status-${target.id}`).getAttribute('data-status'))
      .toBe(String(TRANSACTION_STATUS.VERIFIED));
  });
});
