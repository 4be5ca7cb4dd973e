import { parsePaymentQr } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { showAgentOrderQr } from './support/orders.js';
import { decodeQrImage } from './support/qr-image.js';
import { useBrowserSuite } from './support/suite.js';

/** An agent shows the payment QR of a bank-transfer order on the edit screen. */
describe('payment QR', () => {
  const suite = useBrowserSuite();

  it('an agent shows a QR on an order; the image decodes to the VietQR of the order’s amount and reference', async () => {
    // A lead of the agent whose latest sale order is still pending, paid by bank transfer.
    const { order, page } = await showAgentOrderQr(suite);
    await expect(page.getByTestId('payment-qr-bank').innerText()).resolves.toBe('Vietcombank');
    await expect(page.getByTestId('payment-qr-memo').innerText()).resolves.toBe(`LL${order.id}`);
    await expect(page.getByTestId('payment-qr-amount').innerText()).resolves.toBe(
      `${Number(order.amount).toLocaleString('en-US')} VND`,
    );

    const decoded = await decodeQrImage(page);
    const payload = await page.getByTestId('payment-qr-image').getAttribute('data-payload');
    expect(decoded).toBe(payload);
    const qr = parsePaymentQr(decoded ?? '');
    expect(qr).toMatchObject({
      scheme: 'vietqr',
      bankBin: '970436',
      amount: String(order.amount),
      memo: `LL${order.id}`,
    });
  });
});
