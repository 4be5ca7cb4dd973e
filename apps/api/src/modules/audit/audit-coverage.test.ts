import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointKey,
  effectOf,
  LOGISTICS_DO_STATUS,
  OPEN_TRANSACTION_STATUSES,
  ORG_ID,
} from '@leadline/contracts';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeliveryOrder } from '../../testing/logistics-fixtures.js';
import { multipartFile } from '../../testing/multipart.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAD_IMPORT_HEADERS, xlsxWorkbook } from '../../testing/xlsx-fixtures.js';
import { WRITE_AUDIT } from './audited-endpoints.js';

/**
 * The audit rule for every write of ENDPOINTS (docs/security.md "Audit"): each one is either
 * audited or not on purpose (audited-endpoints.ts), and each audited one, called with a valid
 * request, writes an audit row naming the caller, the action and the address it came from.
 */

const writes = (Object.entries(ENDPOINTS) as [EndpointKey, EndpointDefinition][])
  .filter(([, endpoint]) => effectOf(endpoint) === 'write')
  .map(([key]) => key);

describe('every write endpoint is classified for the audit log', () => {
  it('names each write, and only writes, audited or not with a reason', () => {
    expect(Object.keys(WRITE_AUDIT).sort()).toEqual([...writes].sort());
    for (const [key, rule] of Object.entries(WRITE_AUDIT)) {
      if ('audits' in rule) expect(rule.audits.length, key).toBeGreaterThan(0);
      else expect(rule.notAudited.length, key).toBeGreaterThan(20);
    }
  });

  it('audits no public call: the audit row needs a user', () => {
    for (const [key, rule] of Object.entries(WRITE_AUDIT))
      if ('audits' in rule) expect(ENDPOINTS[key as EndpointKey].access, key).not.toBe('public');
  });
});

interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  file?: { data: Buffer; name: string };
}

interface Fixtures {
  agentId: number;
  leadIds: number[];
  campaignId: number;
  callingListId: number;
  groupId: number;
  productId: number;
  warehouseId: number;
  promotionId: number;
  postbackNetworkId: number;
}

let server: TestServer;
let fx: Fixtures;
const tokens = new Map<string, Promise<string>>();
const tokenOf = (userName: string) => {
  if (!tokens.has(userName)) tokens.set(userName, server.login(userName));
  return tokens.get(userName) as Promise<string>;
};

async function one<T>(query: RawBuilder<T>): Promise<T> {
  const row = (await query.execute(server.engine.db)).rows[0];
  if (!row) throw new Error(`no fixture row for ${query.compile(server.engine.db).sql}`);
  return row;
}

const unique = () => Math.random().toString(36).slice(2, 8);
const freshPhone = () => `0987${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

/** A new VN1 delivery order, New without a tracking code: the shipping import and the removal take it. */
async function newDeliveryOrder(): Promise<number> {
  return (
    await makeDeliveryOrder(server.engine.db, ORG_ID.VN1, { status: LOGISTICS_DO_STATUS.NEW, codAmount: 0 })
  ).doId;
}

/** A new VN1 agent made through the API (the user calls and the block change it, not a demo user). */
async function freshAgent(): Promise<number> {
  const { body } = await send(
    'createUser',
    {
      body: {
        userName: `vn1.audit-${unique()}`,
        fullName: 'Audit Target',
        roles: [12],
        dialerMode: 'manual',
      },
    },
    await tokenOf('vn1.admin'),
    '192.0.2.1',
  );
  return (body.data as { user: { userId: number } }).user.userId;
}

/** Who calls each audited endpoint (an administrator of VN1 unless the row wants another role). */
const CALLER: Partial<Record<EndpointKey, string>> = {
  bankTransactionVerification: 'vn1.finance',
  bankStatementImport: 'vn1.finance',
};

/** A valid request of each audited call, one that changes something (an unchanged save audits nothing). */
let riskThresholdStep = 0;
const REQUESTS: Partial<Record<EndpointKey, () => Request | Promise<Request>>> = {
  createUser: () => ({
    body: { userName: `vn1.audit-${unique()}`, fullName: 'Audit Target', roles: [12], dialerMode: 'manual' },
  }),
  updateUser: async () => ({
    params: { id: await freshAgent() },
    body: { fullName: `Audit ${unique()}`, roles: [12] },
  }),
  setUserActive: async () => ({ params: { id: await freshAgent() }, body: { active: false } }),
  resetUserPassword: async () => ({ params: { id: await freshAgent() } }),
  importUsers: async () => ({
    file: {
      name: 'users.xlsx',
      data: await xlsxWorkbook(
        [
          ['User name', 'Full name', 'Roles', 'Agent group', 'Dialer mode'],
          [`vn1.audit-imp-${unique()}`, 'Imported', '12', '', ''],
        ],
        'Users',
      ),
    },
  }),
  createAgentGroup: () => ({ body: { name: `Audit group ${unique()}`, description: 'audit' } }),
  updateAgentGroup: () => ({
    params: { id: fx.groupId },
    body: { name: 'Sales team', description: `audit ${unique()}`, active: true },
  }),
  addGroupAgents: async () => ({ params: { id: fx.groupId }, body: { userIds: [await freshAgent()] } }),
  removeGroupAgent: async () => {
    const userId = await freshAgent();
    await send(
      'addGroupAgents',
      { params: { id: fx.groupId }, body: { userIds: [userId] } },
      await tokenOf('vn1.admin'),
      '192.0.2.1',
    );
    return { params: { id: fx.groupId, userId } };
  },
  setGroupCampaigns: () => ({ params: { id: fx.groupId }, body: { campaignIds: [fx.campaignId] } }),
  blockAgent: async () => ({ params: { userId: await freshAgent() }, body: { message: 'audit' } }),
  updateOrgWebPhoneSettings: () => ({
    body: { webPhoneUrl: `https://phone-${unique()}.example.vn`, webPhoneUserIds: [fx.agentId] },
  }),
  updateOrgPaymentAccount: () => ({
    body: {
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0071000100004',
      accountName: `CONG TY LEADLINE ${unique().toUpperCase()}`,
      promptPayTarget: null,
      qrEnabled: true,
    },
  }),
  updateOrgDeliveryCutoff: () => ({
    body: { enabled: true, cutoffTime: '15:30', workingDays: [1, 2, 3, 4, 5] },
  }),
  updateOrgDeliveryRiskSettings: () => ({
    // A new value each call (three decimals, as the column keeps), so each is a change to audit.
    body: { thresholds: { mediumFrom: (200 + (riskThresholdStep++ % 300)) / 1000, highFrom: 0.6 } },
  }),
  updateOrgLogisticsPartner: () => ({
    params: { partner: 'general' },
    body: { enabled: true, baseUrl: null, options: { note: unique() }, credentials: {} },
  }),
  createOrgPostbackNetwork: () => ({
    body: {
      code: `Audit ${unique()}`,
      name: 'Audit network',
      urlTemplate: 'https://t.example/pb?c={click_id}',
      payouts: { approved: 1000 },
      currency: 'VND',
      active: true,
    },
  }),
  updateOrgPostbackNetwork: () => ({
    params: { id: fx.postbackNetworkId },
    body: {
      code: `Audit ${unique()}`,
      name: 'Audit network renamed',
      urlTemplate: 'https://t.example/pb?c={click_id}',
      payouts: { approved: 2000 },
      currency: 'VND',
      active: true,
    },
  }),
  updateTelephonySettings: () => ({ body: { webPhoneUrl: `/web-phone-${unique()}` } }),
  campaignCreate: () => ({
    body: { code: `AUDIT-${unique()}`, name: 'Audit campaign', callingLists: ['Audit list'] },
  }),
  campaignUpdate: () => ({
    params: { campaignId: fx.campaignId },
    body: { name: `Audit ${unique()}`, active: true },
  }),
  campaignConfigure: () => ({
    params: { campaignId: fx.campaignId },
    body: { callAttemptsLimit: 4, callbackDaysAhead: 9, network: `Audit ${unique()}`, active: true },
  }),
  callingListCreate: () => ({
    params: { campaignId: fx.campaignId },
    body: { name: `Audit list ${unique()}` },
  }),
  callingListRename: () => ({
    params: { campaignId: fx.campaignId, callingListId: fx.callingListId },
    body: { name: `Audit renamed ${unique()}` },
  }),
  productCreate: () => ({ body: productInput() }),
  productUpdate: () => ({ params: { id: fx.productId }, body: productInput() }),
  productTrash: () => ({ params: { id: fx.productId }, body: { note: 'audit', confirmUsed: true } }),
  productRestore: () => ({ params: { id: fx.productId } }),
  productStockAdjust: () => ({
    params: { id: fx.productId },
    body: { warehouseId: fx.warehouseId, delta: 3, reason: 'audit' },
  }),
  promotionCreate: () => ({ body: promotionInput() }),
  promotionUpdate: () => ({ params: { id: fx.promotionId }, body: promotionInput() }),
  bankStatementImport: () => ({ file: statement() }),
  // A transfer of a statement of its own, open, then rejected.
  bankTransactionVerification: async () => {
    await send('bankStatementImport', { file: statement() }, await tokenOf('vn1.finance'), '192.0.2.1');
    const open = await one(
      sql<{ id: number }>`SELECT id FROM bank_transactions WHERE org_id = ${ORG_ID.VN1}
        AND status IN (${sql.join([...OPEN_TRANSACTION_STATUSES])}) ORDER BY id DESC LIMIT 1`,
    );
    return { body: { id: open.id, action: 'reject', reason: 'not ours' } };
  },
  importLeads: async () => ({
    params: { campaignId: fx.campaignId, callingListId: fx.callingListId },
    file: {
      name: 'leads.xlsx',
      data: await xlsxWorkbook([
        LEAD_IMPORT_HEADERS,
        ['Audit Lead', freshPhone(), '', '', '', '', '', '', '', ''],
      ]),
    },
  }),
  reassign: () => ({ body: { leadIds: fx.leadIds.slice(0, 1), agentId: fx.agentId } }),
  distributeToGroup: () => ({
    params: { campaignId: fx.campaignId, callingListId: fx.callingListId },
    body: { groupId: fx.groupId, count: 1, skipAway: false },
  }),
  distributeToAgents: () => ({
    params: { campaignId: fx.campaignId, callingListId: 0 },
    body: { agentIds: [fx.agentId], count: 1 },
  }),
  distributionRecall: () => ({
    params: { campaignId: fx.campaignId },
    body: { agentId: fx.agentId, leadStatuses: [1] },
  }),
  reconcileUpload: async () => ({
    query: { mode: 'apply' },
    file: {
      name: 'reconcile.xlsx',
      data: await xlsxWorkbook(
        [
          ['Tracking code', 'DO ID', 'Status', 'COD collected', 'Fee', 'Date'],
          [`AUDIT${unique().toUpperCase()}`, null, 'Delivered', '0', 0, ''],
        ],
        'COD',
      ),
    },
  }),
  shippingImport: async () => ({
    file: {
      name: 'import.xlsx',
      data: await xlsxWorkbook(
        [
          ['DO ID', 'Tracking code', 'Partner'],
          [await newDeliveryOrder(), `AUDIT-${unique()}`, ''],
        ],
        'DO',
      ),
    },
  }),
  shippingPendingRemove: async () => ({ body: { doIds: [await newDeliveryOrder()] } }),
};

/** A bank statement of one transfer no order matches. */
function statement(): { data: Buffer; name: string } {
  const row = `AUDIT-${unique()},2026-11-24 08:00:00,150000,CHUYEN TIEN`;
  return { name: 'statement.csv', data: Buffer.from(`Transaction ID,Date,Amount,Description\n${row}`) };
}

function productInput() {
  return {
    sku: `AUDIT-${unique()}`,
    name: 'Audit product',
    productType: 1,
    price: `${1000 + Math.floor(Math.random() * 1000)}`,
    listPrice: '1500',
    dscr: 'a',
    dscrForAgent: 'b',
    status: 1,
  };
}

function promotionInput() {
  return {
    code: `AUDIT-${unique()}`,
    name: 'Audit promotion',
    productId: fx.productId,
    discountPercent: 5,
    minQuantity: 1,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    active: true,
  };
}

async function send(key: EndpointKey, request: Request, token: string, address: string) {
  const endpoint: EndpointDefinition = ENDPOINTS[key];
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(request.params?.[name])),
  );
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const upload = request.file
    ? multipartFile(request.file.data, { name: request.file.name, type: 'application/octet-stream' })
    : null;
  return server.call({
    method: endpoint.method,
    url: `${path}${query}`,
    token,
    remoteAddress: address,
    ...(upload ? upload : request.body === undefined ? {} : { payload: request.body as object }),
  });
}

const lastAuditId = async () =>
  Number((await one(sql<{ id: string | null }>`SELECT max(id)::text AS id FROM audit_log`)).id ?? 0);

const audited = (Object.entries(WRITE_AUDIT) as [EndpointKey, { audits?: readonly string[] }][])
  .filter(([, rule]) => rule.audits)
  .map(([key, rule], index) => ({
    key,
    actions: rule.audits as readonly string[],
    address: `203.0.113.${index + 1}`,
  }));

describe('every audited write leaves a row: who, what and from where', () => {
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0', LOGISTICS_POLL_MS: '0' });
    const db = server.engine.db;
    const agent = await one(sql<{ id: number }>`SELECT id FROM users WHERE user_name = 'vn1.agent'`);
    const leads = (
      await sql<{
        id: number;
      }>`SELECT id FROM leads WHERE org_id = ${ORG_ID.VN1} AND assignee_id = ${agent.id}
        AND lead_status = 1 AND type_lead = 'lead' ORDER BY id LIMIT 3`.execute(db)
    ).rows;
    const campaign = await one(
      sql<{ id: number; listId: number }>`SELECT c.id, l.id AS list_id FROM campaigns c
        JOIN calling_lists l ON l.campaign_id = c.id WHERE c.org_id = ${ORG_ID.VN1} ORDER BY c.id, l.id LIMIT 1`,
    );
    const group = await one(
      sql<{ id: number }>`SELECT id FROM agent_groups WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    );
    const product = await one(
      sql<{ id: number }>`INSERT INTO products (org_id, sku, name, product_type, price)
        VALUES (${ORG_ID.VN1}, ${`AUDIT-${unique()}`}, 'Audit', 1, '1000') RETURNING id`,
    );
    const warehouse = await one(
      sql<{ id: number }>`SELECT id FROM warehouses WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    );
    const promotion = await one(
      sql<{ id: number }>`INSERT INTO promotions (org_id, code, name, discount_percent, starts_at)
        VALUES (${ORG_ID.VN1}, ${`AUDIT-${unique()}`}, 'Audit', 5, now()) RETURNING id`,
    );
    const network = await one(
      sql<{ id: number }>`SELECT id FROM postback_networks WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    );
    fx = {
      agentId: agent.id,
      leadIds: leads.map((lead) => lead.id),
      campaignId: campaign.id,
      callingListId: campaign.listId,
      groupId: group.id,
      productId: product.id,
      warehouseId: warehouse.id,
      promotionId: promotion.id,
      postbackNetworkId: network.id,
    };
  });
  afterAll(() => server?.close());

  it('has a valid request for every audited call', () => {
    expect(audited.map(({ key }) => key).filter((key) => !REQUESTS[key])).toEqual([]);
  });

  it.each(audited)('$key writes $actions from $address', async ({ key, actions, address }) => {
    const caller = CALLER[key] ?? 'vn1.admin';
    const callerId = (await one(sql<{ id: number }>`SELECT id FROM users WHERE user_name = ${caller}`)).id;
    // The request is made first: making it may write audit rows of its own (a new target user).
    const request = await (REQUESTS[key] as () => Request | Promise<Request>)();
    const before = await lastAuditId();
    const { status, body } = await send(key, request, await tokenOf(caller), address);
    expect(status, body.message).toBeLessThan(300);
    expect(body.code, body.message).toBeLessThan(300);
    const rows = (
      await sql<{ userId: number | null; action: string; ip: string | null }>`
        SELECT user_id, action, ip FROM audit_log WHERE id > ${before} ORDER BY id`.execute(server.engine.db)
    ).rows;
    const own = rows.filter((row) => row.userId === callerId && row.ip === address);
    expect(
      own.map((row) => row.action).filter((action) => actions.includes(action)),
      `${key}: the audit rows it wrote ${JSON.stringify(rows)}`,
    ).not.toEqual([]);
  });

  it('records a change of the PBX token and webhook secret as changed, never their values', async () => {
    const before = await lastAuditId();
    const token = 'pbx-token-audit-value-0001';
    const secret = 'webhook-secret-audit-value-0001';
    const { status } = await send(
      'updateTelephonySettings',
      { body: { pbxToken: token, webhookSecret: secret } },
      await tokenOf('vn1.admin'),
      '198.51.100.77',
    );
    expect(status).toBe(200);
    const rows = (
      await sql<{ action: string; details: unknown; ip: string }>`
        SELECT action, details, ip FROM audit_log WHERE id > ${before}`.execute(server.engine.db)
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'telephony_settings_updated',
      ip: '198.51.100.77',
      details: { secrets: { pbxToken: 'set', webhookSecret: 'set' } },
    });
    const text = JSON.stringify(rows[0]?.details);
    expect(text).not.toContain(token);
    expect(text).not.toContain(secret);
  });
});
