import { parsePaymentQr } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { showAgentOrderQr } from './support/orders.js';
import { decodeQrImage } from './support/qr-image.js';
import { useBrowserSuite } from './support/suite.js';

/** Org settings an admin changes, and the user's own profile (docs/settings.md). */
describe('org settings and profile', () => {
  const suite = useBrowserSuite();

  it('an admin changes the QR bank account; an agent’s QR on an order then carries the new account', async () => {
    const admin = await suite.openLoggedIn('vn1.admin', { path: '/apps/settings/crm?tab=payment' });
    await admin.getByTestId('settings-payment').waitFor();
    await expect(admin.getByTestId('payment-bank-bin').inputValue()).resolves.toBe('970436');
    await expect(admin.getByTestId('payment-secret-state').innerText()).resolves.toBe('Set');
    // A BIN of 5 digits: the form warns and the server refuses with its message; nothing is saved.
    await admin.getByTestId('payment-bank-bin').fill('97041');
    await admin.getByTestId('payment-problem').waitFor();
    await admin.getByTestId('settings-payment-save').click();
    await admin.getByRole('alert').filter({ hasText: 'The bank BIN is 6 digits.' }).waitFor();

    await admin.getByTestId('payment-bank-bin').fill('970418');
    await admin.getByTestId('payment-bank-name').fill('BIDV');
    await admin.getByTestId('payment-account-number').fill('12010000123456');
    await admin.getByTestId('settings-payment-save').click();
    await admin.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    // Read back after the save: a reload shows the stored values.
    await admin.reload();
    await admin.getByTestId('settings-payment').waitFor();
    await expect(admin.getByTestId('payment-bank-bin').inputValue()).resolves.toBe('970418');
    await expect(admin.getByTestId('payment-account-number').inputValue()).resolves.toBe('12010000123456');

    // A lead of the agent whose latest sale order is still pending, paid by bank transfer.
    const { order, page } = await showAgentOrderQr(suite);
    await expect(page.getByTestId('payment-qr-bank').innerText()).resolves.toBe('BIDV');
    const qr = parsePaymentQr((await decodeQrImage(page)) ?? '');
    expect(qr).toMatchObject({
      scheme: 'vietqr',
      bankBin: '970418',
      account: '12010000123456',
      amount: String(order.amount),
      memo: `LL${order.id}`,
    });
  });

  it('a user changes their own full name on the profile; the shell shows it', async () => {
    const page = await suite.openLoggedIn('vn1.agent', { path: '/apps/profile' });
    await page.getByTestId('profile-full-name').waitFor();
    await page.getByTestId('profile-full-name').fill('Nguyễn Thị Hồ Sơ');
    await page.getByTestId('profile-save').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await page.getByTestId('user-menu-open').filter({ hasText: 'Nguyễn Thị Hồ Sơ' }).waitFor();
    // The name stays after a reload (the server kept it).
    await page.reload();
    await page.getByTestId('user-menu-open').filter({ hasText: 'Nguyễn Thị Hồ Sơ' }).waitFor();
  });
});
