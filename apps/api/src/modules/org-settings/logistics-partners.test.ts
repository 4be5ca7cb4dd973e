import type { LogisticsPartnerSettings } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('org settings: logistics partners', () => {
  let server: TestServer;
  let vnAdmin: string;
  let thAdmin: string;
  let vnAgent: string;
  const url = '/api/org-settings/logistics-partners';
  const kerry = {
    enabled: true,
    baseUrl: 'https://poc-it.th.kex-express.com/ediwebapi_uat',
    options: { serviceCode: 'ND', sender: { name: 'Leadline TH1', zipcode: '10110' } },
    credentials: { appId: 'kerry-app-id-1', appKey: 'kerry-secret-key-1' },
  };
  const list = async (token: string) =>
    (await server.call<LogisticsPartnerSettings[]>({ method: 'GET', url, token })).body;
  const save = (token: string, partner: string, payload: unknown) =>
    server.call<LogisticsPartnerSettings>({
      method: 'PUT',
      url: `${url}/${partner}`,
      token,
      payload: payload as object,
    });
  const storedRow = (orgCode: string, partner: string) =>
    server.engine.db
      .selectFrom('logisticsSettings as s')
      .innerJoin('orgs as o', 'o.id', 's.orgId')
      .select(['s.credentials', 's.baseUrl', 's.enabled'])
      .where('o.code', '=', orgCode)
      .where('s.partner', '=', partner as 'kerry')
      .executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer();
    [vnAdmin, thAdmin, vnAgent] = await server.loginAll('vn1.admin', 'th1.admin', 'vn1.agent');
  });
  afterAll(() => server.close());

  it('an admin saves a partner; the read names the credentials set, never their values', async () => {
    const saved = await save(thAdmin, 'kerry', kerry);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      partner: 'kerry',
      configured: true,
      enabled: true,
      baseUrl: kerry.baseUrl,
      options: kerry.options,
      credentialsSet: ['appId', 'appKey'],
    });
    const read = await list(thAdmin);
    expect(read.data.map((row) => row.partner)).toEqual(['dhl', 'kerry', 'sap', 'general']);
    expect(JSON.stringify(read)).not.toContain('kerry-secret-key-1');
    expect(JSON.stringify(saved.body)).not.toContain('kerry-secret-key-1');
    expect((await storedRow('TH1', 'kerry'))?.credentials).toEqual(kerry.credentials);
  });

  it('an empty credential keeps the stored one; a new value replaces it', async () => {
    await save(thAdmin, 'kerry', kerry);
    const kept = await save(thAdmin, 'kerry', { ...kerry, credentials: { appId: '', appKey: '' } });
    expect(kept.status).toBe(200);
    expect((await storedRow('TH1', 'kerry'))?.credentials).toEqual(kerry.credentials);
    await save(thAdmin, 'kerry', { ...kerry, credentials: { appKey: 'rotated-key' } });
    expect((await storedRow('TH1', 'kerry'))?.credentials).toEqual({
      appId: 'kerry-app-id-1',
      appKey: 'rotated-key',
    });
    const audit = await server.engine.db
      .selectFrom('auditLog')
      .select('details')
      .where('entityId', '=', 'logistics_kerry')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toContain('rotated-key');
  });

  it('refuses missing required fields, plain http, unknown credentials; nothing changes', async () => {
    const before = (await list(vnAdmin)).data;
    const cases: [string, unknown, string][] = [
      [
        'sap',
        {
          enabled: true,
          baseUrl: 'https://sap.example.com:50000',
          options: {},
          credentials: { companyDb: 'DB' },
        },
        'userName, password, cardCode',
      ],
      ['dhl', { enabled: true, baseUrl: null, options: {}, credentials: {} }, 'needs its API address'],
      ['dhl', { enabled: true, baseUrl: 'http://api.dhl.example', options: {}, credentials: {} }, 'https'],
      [
        'dhl',
        {
          enabled: true,
          baseUrl: 'https://api.dhl.example',
          options: { api: 'mydhl' },
          credentials: { clientId: 'x' },
        },
        'userName, password, accountNumber',
      ],
      ['kerry', { ...kerry, credentials: { token: 'x' } }, 'no credential named: token'],
      ['simulator', kerry, 'partner'],
    ];
    for (const [partner, payload, message] of cases) {
      const refused = await save(vnAdmin, partner, payload);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await list(vnAdmin)).data).toEqual(before);
    // Disabled, a partner may be saved incomplete.
    expect(
      (await save(vnAdmin, 'sap', { enabled: false, baseUrl: null, options: {}, credentials: {} })).status,
    ).toBe(200);
  });

  it('refuses an agent; each org sees only its own partners', async () => {
    expect((await server.call({ method: 'GET', url, token: vnAgent })).status).toBe(403);
    expect((await save(vnAgent, 'kerry', kerry)).status).toBe(403);
    await save(thAdmin, 'kerry', kerry);
    const vnKerry = (await list(vnAdmin)).data.find((row) => row.partner === 'kerry');
    expect(vnKerry?.baseUrl).not.toBe(kerry.baseUrl);
    expect(await storedRow('VN1', 'kerry')).toBeUndefined();
  });
});
