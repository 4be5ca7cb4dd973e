import {
  type AgentMe,
  type DeliveryCutoff,
  ORG_ID,
  type OrgPaymentAccount,
  type PaymentQr,
  type Profile,
  parsePaymentQr,
  SO_STATUS,
  VALIDATION_STATUS,
  type WebPhoneSettings,
  wallClockParts,
} from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOrder, deliveryOrdersOf, pendingOrders } from '../../testing/sale-order-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('org settings: web phone, bank account for QR, delivery cut-off, own profile', () => {
  let server: TestServer;
  let vnAdmin: string;
  let vnOrgAdmin: string;
  let thAdmin: string;
  let vnAgent: string;

  const get = <T>(url: string, token: string) => server.call<T>({ method: 'GET', url, token });
  const put = <T>(url: string, token: string, payload: unknown) =>
    server.call<T>({ method: 'PUT', url, token, payload: payload as object });
  const auditCount = async (action: string, orgId: number) =>
    Number(
      (
        await server.engine.db
          .selectFrom('auditLog')
          .select(({ fn }) => fn.countAll().as('n'))
          .where('action', '=', action)
          .where('orgId', '=', orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    [vnAdmin, vnOrgAdmin, thAdmin, vnAgent] = await server.loginAll(
      'vn1.admin',
      'vn1.org-admin',
      'th1.admin',
      'vn1.agent',
    );
  });
  afterAll(() => server.close());

  describe('web phone', () => {
    const url = '/api/org-settings/web-phone';

    it('an admin saves the address and the listed users, reads them back, audited', async () => {
      const agentId = (await get<AgentMe>('/api/agent/me', vnAgent)).body.data.info.userId;
      const audits = await auditCount('org_settings_updated', ORG_ID.VN1);
      const saved = await put<WebPhoneSettings>(url, vnAdmin, {
        webPhoneUrl: 'https://phone.example.vn/panel',
        webPhoneUserIds: [agentId],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Succeed!');
      const read = await get<WebPhoneSettings>(url, vnOrgAdmin);
      expect(read.body.data).toEqual({
        webPhoneUrl: 'https://phone.example.vn/panel',
        webPhoneUserIds: [agentId],
      });
      expect(await auditCount('org_settings_updated', ORG_ID.VN1)).toBe(audits + 1);
      // http only on the machine itself; a path of this site.
      expect(
        (await put(url, vnAdmin, { webPhoneUrl: 'http://127.0.0.1:5060/', webPhoneUserIds: [] })).status,
      ).toBe(200);
      expect((await put(url, vnAdmin, { webPhoneUrl: '/apps/phone', webPhoneUserIds: [] })).status).toBe(200);
    });

    it('refuses plain http elsewhere, another org’s user, and changes nothing', async () => {
      await put(url, vnAdmin, { webPhoneUrl: 'https://phone.example.vn', webPhoneUserIds: [] });
      for (const bad of [
        'http://phone.example.vn',
        'javascript:alert(1)',
        '//evil.example',
        'https://a@b.example',
      ]) {
        const refused = await put<null>(url, vnAdmin, { webPhoneUrl: bad, webPhoneUserIds: [] });
        expect(refused.status, bad).toBe(400);
        expect(refused.body.message).toContain('https');
      }
      const thAgentId = (await get<AgentMe>('/api/agent/me', await server.login('th1.agent'))).body.data.info
        .userId;
      const other = await put<null>(url, vnAdmin, { webPhoneUrl: null, webPhoneUserIds: [thAgentId] });
      expect(other.status).toBe(400);
      expect(other.body.message).toContain(String(thAgentId));
      expect((await get<WebPhoneSettings>(url, vnAdmin)).body.data.webPhoneUrl).toBe(
        'https://phone.example.vn',
      );
    });

    it('refuses an agent; another org’s admin reads and writes only their own org', async () => {
      expect((await get(url, vnAgent)).status).toBe(403);
      expect((await put(url, vnAgent, { webPhoneUrl: null, webPhoneUserIds: [] })).status).toBe(403);
      await put(url, thAdmin, { webPhoneUrl: 'https://th.example', webPhoneUserIds: [] });
      expect((await get<WebPhoneSettings>(url, thAdmin)).body.data.webPhoneUrl).toBe('https://th.example');
      expect((await get<WebPhoneSettings>(url, vnAdmin)).body.data.webPhoneUrl).toBe(
        'https://phone.example.vn',
      );
    });
  });

  describe('bank account for QR', () => {
    const url = '/api/org-settings/payment-account';
    const vnAccount = {
      bankBin: '970418',
      bankName: 'BIDV',
      accountNumber: '12010000123456',
      accountName: 'CONG TY LEADLINE VN1',
      promptPayTarget: null,
      qrEnabled: true,
    };

    it('an admin saves the account; the secret is only said to exist; the agent’s QR carries it', async () => {
      const saved = await put<OrgPaymentAccount>(url, vnAdmin, vnAccount);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ ...vnAccount, scheme: 'vietqr', hasWebhookSecret: true });
      const read = await get<OrgPaymentAccount>(url, vnAdmin);
      expect(read.body.data).toMatchObject({ ...vnAccount, hasWebhookSecret: true });
      expect(JSON.stringify(read.body)).not.toContain('demo-bank-feed');
      expect(read.body.data).not.toHaveProperty('webhookSecret');

      const lead = await server.engine.db
        .selectFrom('saleOrders as so')
        .innerJoin('leads as l', 'l.id', 'so.leadId')
        .innerJoin('users as u', 'u.id', 'l.assigneeId')
        .select(['l.id as leadId', 'so.id as soId'])
        .where('u.userName', '=', 'vn1.agent')
        .where('so.status', '=', SO_STATUS.PENDING)
        .orderBy('so.id', 'desc')
        .executeTakeFirstOrThrow();
      const qr = await server.call<PaymentQr>({
        method: 'POST',
        url: `/api/transaction/qr-code?leadId=${lead.leadId}`,
        token: vnAgent,
        payload: { soId: lead.soId },
      });
      expect(qr.body.code).toBe(200);
      expect(parsePaymentQr(qr.body.data.payload)).toMatchObject({
        bankBin: '970418',
        account: '12010000123456',
      });
    });

    it('refuses a bad BIN, a missing account, and an agent; nothing changes', async () => {
      await put(url, vnAdmin, vnAccount);
      const badBin = await put<null>(url, vnAdmin, { ...vnAccount, bankBin: '97041' });
      expect(badBin.status).toBe(400);
      expect(badBin.body.message).toContain('6 digits');
      const missing = await put<null>(url, vnAdmin, { ...vnAccount, accountNumber: null });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('A VietQR account needs the bank BIN and the account number.');
      const vi = await server.call<null>({
        method: 'PUT',
        url,
        token: vnAdmin,
        payload: { ...vnAccount, accountNumber: null },
        headers: { 'accept-language': 'vi' },
      });
      expect(vi.body.message).toBe('Tài khoản VietQR cần mã BIN ngân hàng và số tài khoản.');
      // A secret may not be set through this call (strict body).
      expect((await put(url, vnAdmin, { ...vnAccount, webhookSecret: 'x'.repeat(20) })).status).toBe(400);
      expect((await put(url, vnAgent, vnAccount)).status).toBe(403);
      expect((await get<OrgPaymentAccount>(url, vnAdmin)).body.data).toMatchObject(vnAccount);
    });

    it('a Thai org saves a PromptPay id, which does not touch the VN org', async () => {
      const thAccount = {
        bankBin: null,
        bankName: null,
        accountNumber: null,
        accountName: 'LEADLINE TH1',
        promptPayTarget: '0812345678',
        qrEnabled: true,
      };
      const saved = await put<OrgPaymentAccount>(url, thAdmin, thAccount);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ ...thAccount, scheme: 'promptpay', orgId: ORG_ID.TH1 });
      expect((await put(url, thAdmin, { ...thAccount, promptPayTarget: '12345' })).status).toBe(400);
      expect((await get<OrgPaymentAccount>(url, vnAdmin)).body.data.bankBin).toBe('970418');
    });
  });

  describe('delivery cut-off', () => {
    const url = '/api/org-settings/delivery-cutoff';

    it('reads the default, saves, reads back; refuses a bad time or no working day', async () => {
      const first = await get<DeliveryCutoff>(url, vnAdmin);
      expect(first.body.data).toEqual({
        enabled: false,
        cutoffTime: '16:00',
        workingDays: [1, 2, 3, 4, 5, 6],
        timeZone: 'Asia/Ho_Chi_Minh',
      });
      const saved = await put<DeliveryCutoff>(url, vnAdmin, {
        enabled: false,
        cutoffTime: '15:30',
        workingDays: [5, 1, 2],
      });
      expect(saved.body.data).toMatchObject({ cutoffTime: '15:30', workingDays: [1, 2, 5] });
      expect((await put(url, vnAdmin, { enabled: true, cutoffTime: '24:00', workingDays: [1] })).status).toBe(
        400,
      );
      const none = await put<null>(url, vnAdmin, { enabled: true, cutoffTime: '10:00', workingDays: [] });
      expect(none.status).toBe(400);
      expect(none.body.message).toContain('at least one working day');
      expect((await put(url, vnAdmin, { enabled: true, cutoffTime: '10:00', workingDays: [8] })).status).toBe(
        400,
      );
      expect((await put(url, vnAgent, { enabled: true, cutoffTime: '10:00', workingDays: [1] })).status).toBe(
        403,
      );
      expect((await get<DeliveryCutoff>(url, vnAdmin)).body.data).toMatchObject({
        enabled: false,
        cutoffTime: '15:30',
      });
      expect((await get<DeliveryCutoff>(url, thAdmin)).body.data.cutoffTime).toBe('16:00');
    });

    it('an approval after the cut-off gives a DO scheduled for the next working day', async () => {
      // 00:00 as the cut-off: every moment of the day is after it. Every day works: the next is tomorrow.
      await put(url, vnAdmin, { enabled: true, cutoffTime: '00:00', workingDays: [1, 2, 3, 4, 5, 6, 7] });
      const validator = await server.login('vn1.validator');
      const [order] = await pendingOrders(server, ORG_ID.VN1);
      const before = new Date();
      const approved = await approveOrder(server, validator, order!);
      expect(approved.body.code).toBe(200);
      expect(approved.body.data).toMatchObject({
        status: SO_STATUS.APPROVED,
        validationStatus: VALIDATION_STATUS.DELAYED_DELIVERY,
        deliveryOrderId: null,
      });
      const dueAt = new Date(approved.body.data.deliveryOrderDueAt ?? '');
      const due = wallClockParts(dueAt, 'Asia/Ho_Chi_Minh');
      const today = wallClockParts(before, 'Asia/Ho_Chi_Minh');
      expect([due.hour, due.minute]).toEqual([0, 0]);
      const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
      expect([due.year, due.month, due.day]).toEqual([
        tomorrow.getUTCFullYear(),
        tomorrow.getUTCMonth() + 1,
        tomorrow.getUTCDate(),
      ]);
      expect(await deliveryOrdersOf(server, order!.id)).toHaveLength(0);
      await server.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));
      expect(await deliveryOrdersOf(server, order!.id)).toHaveLength(1);

      // Switched off: at once, as before.
      await put(url, vnAdmin, { enabled: false, cutoffTime: '00:00', workingDays: [1, 2, 3, 4, 5, 6, 7] });
      const [next] = await pendingOrders(server, ORG_ID.VN1);
      const now = await approveOrder(server, validator, next!);
      expect(now.body.data).toMatchObject({
        validationStatus: VALIDATION_STATUS.APPROVED,
        deliveryOrderDueAt: null,
      });
      expect(now.body.data.deliveryOrderId).not.toBeNull();
    });
  });

  describe('own profile', () => {
    it('a user changes their own full name, seen by agent/me; audited', async () => {
      const audits = await auditCount('profile_updated', ORG_ID.VN1);
      const saved = await put<Profile>('/api/profile', vnAgent, { fullName: '  Nguyễn Văn Mới  ' });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ userName: 'vn1.agent', fullName: 'Nguyễn Văn Mới' });
      expect((await get<Profile>('/api/profile', vnAgent)).body.data.fullName).toBe('Nguyễn Văn Mới');
      expect((await get<AgentMe>('/api/agent/me', vnAgent)).body.data.info.fullname).toBe('Nguyễn Văn Mới');
      expect(await auditCount('profile_updated', ORG_ID.VN1)).toBe(audits + 1);
    });

    it('refuses an empty name or another user’s id; nothing changes', async () => {
      const auditor = await server.login('vn1.auditor');
      const before = (await get<Profile>('/api/profile', auditor)).body.data;
      const empty = await put<null>('/api/profile', auditor, { fullName: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('full name is required');
      const other = await put<null>('/api/profile', auditor, { fullName: 'X', userId: 1 });
      expect(other.status).toBe(400);
      expect((await get<Profile>('/api/profile', auditor)).body.data).toEqual(before);
      // The Auditor (read-only) still changes their own name: an own-account call.
      expect(
        (await put<Profile>('/api/profile', auditor, { fullName: 'Ratana S.' })).body.data.fullName,
      ).toBe('Ratana S.');
    });
  });
});
