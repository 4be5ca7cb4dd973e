import {
  type BankWebhookResult,
  type PaymentQr,
  parsePaymentQr,
  SO_STATUS,
  TRANSACTION_STATUS,
  type TransactionByLead,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsLatestOrder, orderHistory } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('payment QR: transaction by lead, generate QR, and the transfer that carries its memo', () => {
  let server: TestServer;
  let vnAgent: string;
  let thAgent: string;
  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const generate = (leadId: number, token: string, query = '') =>
    server.call<PaymentQr>({
      method: 'POST',
      url: `/api/transaction/qr-code?leadId=${leadId}${query}`,
      token,
      payload: {},
    });

  /** A lead of the agent whose latest sale order is still payable. */
  async function payableLead(userName: string) {
    const order = await agentsLatestOrder(server.engine.db, userName, [
      SO_STATUS.PENDING,
      SO_STATUS.APPROVED,
    ]);
    return { leadId: order.leadId, soId: order.id, amount: Number(order.amount) };
  }

  beforeAll(async () => {
    server = await startTestServer();
    [vnAgent, thAgent] = await Promise.all([server.login('vn1.agent'), server.login('th1.agent')]);
  });
  afterAll(() => server.close());

  it('offers a VietQR for a VN order: the org’s account, the order’s amount, memo LL<soId>', async () => {
    const lead = await payableLead('vn1.agent');
    const info = await get<TransactionByLead>(`/api/transaction/lead/${lead.leadId}`, vnAgent);
    expect(info.body.data).toEqual({
      allowQrCode: true,
      color: 'success',
      message: 'PAYMENT_QR.MESSAGE.READY',
      soId: lead.soId,
      reference: `LL${lead.soId}`,
    });
    const { status, body } = await generate(lead.leadId, vnAgent, '&code=970436');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      scheme: 'vietqr',
      soId: lead.soId,
      amount: lead.amount,
      bankName: 'Vietcombank',
    });
    const parsed = parsePaymentQr(body.data.payload);
    expect(parsed).toMatchObject({
      scheme: 'vietqr',
      initiation: '12',
      bankBin: '970436',
      account: body.data.accountNumber,
      amount: String(lead.amount),
      memo: `LL${lead.soId}`,
      currency: '704',
      country: 'VN',
    });
  });

  it('offers a PromptPay QR for a TH order, the amount in baht with two decimals', async () => {
    const lead = await payableLead('th1.agent');
    const { body } = await generate(lead.leadId, thAgent);
    expect(body.data.scheme).toBe('promptpay');
    const parsed = parsePaymentQr(body.data.payload);
    expect(parsed.amount).toBe((lead.amount / 100).toFixed(2));
    expect(parsed.promptPayTargetType).toBe('mobile');
    expect(parsed.currency).toBe('764');
  });

  it('refuses another agent’s lead, another bank, and an org without an account', async () => {
    const theirs = await payableLead('th1.agent');
    const denied = await get<TransactionByLead>(`/api/transaction/lead/${theirs.leadId}`, vnAgent);
    expect(denied.body.code).not.toBe(200);
    const lead = await payableLead('vn1.agent');
    expect((await generate(lead.leadId, vnAgent, '&code=970416')).status).toBe(400);

    const saved = await server.engine.db
      .selectFrom('orgPaymentSettings')
      .selectAll()
      .where('orgId', '=', 4)
      .executeTakeFirstOrThrow();
    await server.engine.db
      .updateTable('orgPaymentSettings')
      .set({ qrEnabled: false })
      .where('orgId', '=', 4)
      .execute();
    try {
      const info = await get<TransactionByLead>(`/api/transaction/lead/${lead.leadId}`, vnAgent);
      expect(info.body.data).toMatchObject({
        allowQrCode: false,
        color: 'warning',
        message: 'PAYMENT_QR.MESSAGE.NOT_CONFIGURED',
      });
      const refused = await generate(lead.leadId, vnAgent);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/bank account/);
    } finally {
      await server.engine.db
        .updateTable('orgPaymentSettings')
        .set({ qrEnabled: saved.qrEnabled })
        .where('orgId', '=', 4)
        .execute();
    }
  });

  it('a transfer carrying the QR’s memo and amount matches its order by itself', async () => {
    const lead = await payableLead('vn1.agent');
    const qr = parsePaymentQr((await generate(lead.leadId, vnAgent)).body.data.payload);
    const { status, body } = await server.call<BankWebhookResult>({
      method: 'POST',
      url: '/api/bank/webhook/sepay?org=VN1',
      headers: { authorization: 'Apikey demo-bank-feed-VN1' },
      payload: {
        id: 990001,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-24 10:15:00',
        accountNumber: '0071000100004',
        subAccount: null,
        code: null,
        // The bank prefixes and uppercases the memo it was given.
        content: `MBVCB.1234.${qr.memo?.toUpperCase()}.CT tu 0123456789 NGUYEN VAN A`,
        transferType: 'in',
        description: 'BankAPINotify',
        transferAmount: Number(qr.amount),
        referenceCode: 'FT2633',
        accumulated: 0,
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ success: true, stored: true, status: TRANSACTION_STATUS.MATCHED });
    const stored = await server.engine.db
      .selectFrom('bankTransactions')
      .select(['saleOrderId', 'amount', 'status'])
      .where('id', '=', body.data.transactionId ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.saleOrderId).toBe(lead.soId);
    const history = await orderHistory(server.engine.db, lead.soId);
    expect(history.map((entry) => entry.action)).toContain('bank_transfer_received');
  });
});
