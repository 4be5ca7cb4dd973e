import { type BankTransactionRow, TRANSACTION_STATUS } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** A finance user (role 20) verifies a bank transaction. */
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

  it('says what Verify and Reject need while they are greyed out', async () => {
    const page = await suite.openLoggedIn('vn1.finance', { path: '/apps/orders/transactionVerification' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await waitForSettledTable(page, 'transaction-list');
    const unmatched = await callApi<{ data: BankTransactionRow[] }>(
      page,
      'POST',
      '/api/bank/transactions?page=0&size=10',
      { status: [TRANSACTION_STATUS.UNMATCHED] },
    );
    const target = unmatched.data.data.find((row) => row.soId === null);
    if (!target) throw new Error('no unmatched demo transaction');
    await page.getByTestId('filter-search').fill(target.externalId);
    await page.getByTestId('transaction-filter-submit').click();
    await page.locator(`[data-testid="transaction-list-row"][data-row-id="${target.id}"]`).click();
    const dialog = page.getByTestId('transaction-detail');
    await dialog.waitFor();

    const verify = dialog.getByTestId('detail-verify');
    const reject = dialog.getByTestId('detail-reject');
    await expect(verify.isDisabled()).resolves.toBe(true);
    await expect(reject.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByTestId('detail-so-hint').innerText()).resolves.toBe(
      'To verify, enter the sale order ID this transfer pays.',
    );
    await expect(dialog.getByTestId('detail-reason-hint').innerText()).resolves.toBe(
      'To reject, type the reason.',
    );
    // The greyed-out button says it too, on hover.
    await reject.locator('xpath=..').hover();
    await page.getByRole('tooltip').filter({ hasText: 'To reject, type the reason.' }).waitFor();
    if (process.env.E2E_SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/transaction-needs.png` });

    await dialog.getByTestId('detail-reason-input').fill('Not ours');
    await expect(reject.isDisabled()).resolves.toBe(false);
    await expect(dialog.getByTestId('detail-reason-hint').innerText()).resolves.not.toMatch(/reject/);
    await dialog.getByTestId('detail-so-input').fill('12');
    await expect(verify.isDisabled()).resolves.toBe(false);
    await expect(dialog.getByTestId('detail-so-hint').innerText()).resolves.not.toMatch(/verify/);
  });
});
