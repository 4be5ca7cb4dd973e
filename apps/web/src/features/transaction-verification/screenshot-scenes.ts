import { TRANSACTION_STATUS } from '@leadline/contracts';
import type { Browser, Page } from 'playwright-core';
import { loginThroughPage, newPage } from '../../../../../e2e/support/browser.js';
import { agentOrderPaidByTransfer } from '../../../../../e2e/support/orders.js';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import type { ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * Payments (docs/payments.md): the payment QR on an order's edit screen (agent) and transaction
 * verification with its detail dialog (finance), en and vi.
 */
async function shootPayments(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>,
): Promise<void> {
  const order = await agentOrderPaidByTransfer(server.engine.db);

  for (const language of ['en', 'vi'] as const) {
    const agent = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(agent.page, 'vn1.agent');
    await agent.page.waitForURL((url) => url.pathname !== '/auth/login');
    await agent.page.goto(`/apps/orders/edit/lead/${order.leadId}`);
    await agent.page.getByTestId('payment-qr-toggle').click();
    await agent.page.getByTestId('payment-qr-image').waitFor();
    await agent.page.waitForTimeout(600);
    // The content area scrolls, not the page: at the first size, bring the QR card into view.
    await agent.page.setViewportSize({ width: 1366, height: 768 });
    await agent.page.waitForTimeout(300);
    await agent.page.getByTestId('payment-qr').evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await shoot(agent.page, `payment-qr-${language}`);
    await agent.context.close();

    const finance = await newPage(browser, server.baseURL, { language });
    await loginThroughPage(finance.page, 'vn1.finance');
    await finance.page.waitForURL((url) => url.pathname !== '/auth/login');
    await finance.page.goto('/apps/orders/transactionVerification');
    await finance.page.getByTestId('transaction-list-row').first().waitFor();
    await finance.page.waitForTimeout(800);
    await shoot(finance.page, `transaction-verification-${language}`);
    const mismatch = finance.page.locator(`[data-status="${TRANSACTION_STATUS.AMOUNT_MISMATCH}"]`).first();
    await mismatch.click();
    await finance.page.getByTestId('transaction-detail').waitFor();
    await finance.page.waitForTimeout(600);
    await shoot(finance.page, `transaction-detail-${language}`);
    await finance.context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'payments', run: ({ browser, server, shoot }) => shootPayments(browser, server, shoot) },
];
