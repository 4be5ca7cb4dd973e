import type { CampaignRow } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('campaigns: create, edit, configuration, calling lists, audit, roles and isolation', () => {
  let server: TestServer;
  let manager: string;
  let agent: string;
  let teamLeader: string;
  let thManager: string;
  let hq: string;
  let products: number[] = [];
  let thaiProduct = 0;
  let created: CampaignRow;

  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    server.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const auditOf = (campaignId: number) =>
    server.engine.db
      .selectFrom('auditLog')
      .select(['action', 'userId', 'details'])
      .where('entityType', '=', 'campaign')
      .where('entityId', '=', String(campaignId))
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    [manager, agent, teamLeader, thManager, hq] = await server.loginAll(
      'vn1.manager',
      'vn1.agent',
      'vn1.team-leader',
      'th1.manager',
      'hq.admin',
    );
    const rows = await server.engine.db
      .selectFrom('products')
      .select(['id', 'orgId'])
      .orderBy('id')
      .execute();
    products = rows.filter((row) => row.orgId === 4).map((row) => row.id);
    thaiProduct = rows.find((row) => row.orgId === 10)!.id;
  });
  afterAll(() => server.close());

  it('a manager creates a campaign with calling lists and products; it is listed and audited', async () => {
    const { status, body } = await call<CampaignRow>('POST', '/api/campaigns', manager, {
      code: 'SUMMER-26',
      name: 'Summer 2026',
      network: 'AdFlex',
      offerProductId: products[0],
      productIds: [products[1], products[0]],
      callingLists: ['Fresh', 'Second pass'],
    });
    expect(status).toBe(200);
    created = body.data;
    expect(created).toMatchObject({
      orgId: 4,
      code: 'SUMMER-26',
      name: 'Summer 2026',
      network: 'AdFlex',
      offerProduct: { id: products[0] },
      active: true,
      callAttemptsLimit: 5,
      callbackDaysAhead: 14,
      callingLists: [
        { name: 'Fresh', leadCount: 0 },
        { name: 'Second pass', leadCount: 0 },
      ],
    });
    expect(created.products.map((product) => product.id).sort()).toEqual([products[0], products[1]].sort());
    const listed = await call<CampaignRow[]>('GET', '/api/campaigns?search=summer', manager);
    expect(listed.body.data.map((row) => row.id)).toEqual([created.id]);
    // The new calling lists are the intake's and distribution's lists too.
    const lists = await call<{ id: number }[]>('GET', `/api/campaign/${created.id}/callinglist`, manager);
    expect(lists.status).toBe(200);
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['campaign.create']);
  });

  it('edits, configures and adds and renames calling lists; each change is audited', async () => {
    const edited = await call<CampaignRow>('PUT', `/api/campaigns/${created.id}`, manager, {
      name: 'Summer 2026 (VN)',
      network: 'AdFlex',
      offerProductId: null,
      productIds: [products[2]],
      active: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Summer 2026 (VN)', offerProduct: null });
    expect(edited.body.data.products.map((product) => product.id)).toEqual([products[2]]);
    const configured = await call<CampaignRow>('PUT', `/api/campaigns/${created.id}/configuration`, manager, {
      callAttemptsLimit: 8,
      callbackDaysAhead: 30,
      network: 'Ecomobi',
      active: false,
    });
    expect(configured.body.data).toMatchObject({
      callAttemptsLimit: 8,
      callbackDaysAhead: 30,
      network: 'Ecomobi',
      active: false,
    });
    const added = await call<CampaignRow>('POST', `/api/campaigns/${created.id}/calling-lists`, manager, {
      name: 'Weekend',
    });
    expect(added.body.data.callingLists.map((list) => list.name)).toEqual([
      'Fresh',
      'Second pass',
      'Weekend',
    ]);
    const weekend = added.body.data.callingLists[2]!;
    const renamed = await call<CampaignRow>(
      'PUT',
      `/api/campaigns/${created.id}/calling-lists/${weekend.id}`,
      manager,
      { name: 'Weekend calls' },
    );
    expect(renamed.body.data.callingLists[2]).toMatchObject({ id: weekend.id, name: 'Weekend calls' });
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      'campaign.create',
      'campaign.update',
      'campaign.configure',
      'calling-list.create',
      'calling-list.rename',
    ]);
    expect(audit[2]!.details).toMatchObject({ changes: { callAttemptsLimit: { from: 5, to: 8 } } });
  });

  it('refuses a taken code, a duplicate list name, bad values and another org’s product with a message', async () => {
    const taken = await call('POST', '/api/campaigns', manager, { code: 'summer-26', name: 'Again' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Another campaign of the organisation has this code.');
    const dup = await call('POST', `/api/campaigns/${created.id}/calling-lists`, manager, { name: 'fresh' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('The campaign has a calling list of this name already.');
    const code = await call('POST', '/api/campaigns', manager, { code: 'has space', name: 'X' });
    expect(code.status).toBe(400);
    const limit = await call('PUT', `/api/campaigns/${created.id}/configuration`, manager, {
      callAttemptsLimit: 0,
      callbackDaysAhead: 500,
      active: true,
    });
    expect(limit.status).toBe(400);
    const foreign = await call('POST', '/api/campaigns', manager, {
      code: 'X1',
      name: 'X',
      productIds: [thaiProduct],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Product is not true.');
    // Two creations of one code at once: one campaign, the other told the code is taken (no 5xx).
    const twice = await Promise.all(
      [1, 2].map(() => call('POST', '/api/campaigns', manager, { code: 'RACE-1', name: 'Race' })),
    );
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const noOrg = await call('POST', '/api/campaigns', hq, { code: 'HQ1', name: 'HQ' });
    expect(noOrg.status).toBe(400);
    const after = await call<CampaignRow[]>('GET', '/api/campaigns?search=X1', manager);
    expect(after.body.total).toBe(0);
  });

  it('another org’s campaign is not found; roles outside SPEC.md 6 campaign are refused', async () => {
    const edit = await call('PUT', `/api/campaigns/${created.id}`, thManager, { name: 'Mine', active: true });
    expect(edit.status).toBe(404);
    const list = await call('POST', `/api/campaigns/${created.id}/calling-lists`, thManager, {
      name: 'Mine',
    });
    expect(list.status).toBe(404);
    const thai = await call<CampaignRow[]>('GET', '/api/campaigns?limit=200', thManager);
    expect(thai.body.data.every((row) => row.orgId === 10)).toBe(true);
    expect((await call('GET', '/api/campaigns', agent)).status).toBe(403);
    expect((await call('POST', '/api/campaigns', teamLeader, { code: 'TL', name: 'TL' })).status).toBe(403);
    const hqList = await call<CampaignRow[]>('GET', '/api/campaigns?orgId=4&search=summer', hq);
    expect(hqList.body.data.map((row) => row.id)).toEqual([created.id]);
  });

  it('the campaign’s callback rule: a callback further ahead than its days is refused', async () => {
    const DAY = 86_400_000;
    const lead = (
      await call<{ leadId: number; phone: string; campaign: { id: number } | null }[]>(
        'GET',
        '/api/orders/list?leadStatus=1&limit=1',
        agent,
      )
    ).body.data[0]!;
    const campaignId = (
      await server.engine.db
        .selectFrom('leads')
        .select('campaignId')
        .where('id', '=', lead.leadId)
        .executeTakeFirstOrThrow()
    ).campaignId!;
    const configured = await call('PUT', `/api/campaigns/${campaignId}/configuration`, manager, {
      callAttemptsLimit: 5,
      callbackDaysAhead: 3,
      active: true,
    });
    expect(configured.status).toBe(200);
    await call('GET', `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`, agent);
    const reasons = (await call<{ id: number }[]>('GET', '/api/orders/callback-reasons?code=35', agent)).body
      .data;
    const schedule = (days: number) =>
      call('POST', '/api/callback/schedule', agent, {
        leadId: lead.leadId,
        leadStatus: 35,
        reasonId: reasons[0]!.id,
        scheduledAt: new Date(Date.now() + days * DAY).toISOString(),
      });
    const far = await schedule(5);
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('This campaign allows a callback at most 3 days ahead.');
    expect((await schedule(2.5)).status).toBe(200);
  });
});
