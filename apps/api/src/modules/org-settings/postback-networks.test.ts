import type { PostbackNetwork } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

describe('org settings: postback networks', () => {
  let server: TestServer;
  let vnAdmin: string;
  let thAdmin: string;
  let vnAgent: string;
  const url = '/api/org-settings/postback-networks';
  const network = {
    code: 'Partner CPA',
    name: 'Partner CPA network',
    urlTemplate:
      'https://track.partner.example/pb?sub={click_id}&st={status}&amt={payout}&cur={currency}&tid={tid}',
    payouts: { approved: 150000, delivered: 200000 },
    currency: 'VND',
    active: true,
  };
  const list = async (token: string) =>
    (await server.call<PostbackNetwork[]>({ method: 'GET', url, token })).body.data;

  beforeAll(async () => {
    server = await startTestServer();
    [vnAdmin, thAdmin, vnAgent] = await server.loginAll('vn1.admin', 'th1.admin', 'vn1.agent');
  });
  afterAll(() => server.close());

  it('an admin creates, edits and disables a network; each change read back and audited', async () => {
    const created = await server.call<PostbackNetwork>({
      method: 'POST',
      url,
      token: vnAdmin,
      payload: network,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Succeed!');
    expect(created.body.data).toMatchObject(network);
    const id = created.body.data.id;
    expect((await list(vnAdmin)).find((row) => row.id === id)).toMatchObject(network);

    const edited = await server.call<PostbackNetwork>({
      method: 'PUT',
      url: `${url}/${id}`,
      token: vnAdmin,
      payload: { ...network, name: 'Renamed', urlTemplate: null },
    });
    expect(edited.body.data).toMatchObject({ name: 'Renamed', urlTemplate: null });
    const disabled = await server.call<PostbackNetwork>({
      method: 'PUT',
      url: `${url}/${id}`,
      token: vnAdmin,
      payload: { ...network, active: false },
    });
    expect(disabled.body.data.active).toBe(false);
    expect((await list(vnAdmin)).find((row) => row.id === id)?.active).toBe(false);
    const audits = await server.engine.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'postback_network')
      .where('entityId', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audits.map((row) => row.action)).toEqual([
      'postback_network_created',
      'postback_network_updated',
      'postback_network_disabled',
    ]);
  });

  it('refuses a bad template, an unknown placeholder, a taken code; nothing changes', async () => {
    const before = await list(vnAdmin);
    const cases: [unknown, string][] = [
      [{ ...network, code: 'X1', urlTemplate: 'ftp://track.example/{click_id}' }, 'absolute http or https'],
      [{ ...network, code: 'X2', urlTemplate: '/relative?c={click_id}' }, 'absolute http or https'],
      [
        { ...network, code: 'X3', urlTemplate: 'https://t.example/?c={clik_id}' },
        'only use these placeholders',
      ],
      [
        { ...network, code: 'X4', urlTemplate: 'https://t.example/?c={click_id' },
        'only use these placeholders',
      ],
      [{ ...network, code: 'X5', payouts: { approved: -1 } }, 'payouts'],
      [{ ...network, code: 'X6', payouts: { paid: 1 } }, 'payouts'],
      [{ ...network, code: 'X7', currency: 'vnd' }, '3-letter code'],
      [{ ...network, code: 'affiliate NETWORK' }, 'already has a network with this code'],
    ];
    for (const [payload, message] of cases) {
      const refused = await server.call<null>({
        method: 'POST',
        url,
        token: vnAdmin,
        payload: payload as object,
      });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect(await list(vnAdmin)).toEqual(before);
  });

  it('refuses an agent; another org’s admin neither sees nor edits the network', async () => {
    expect((await server.call({ method: 'GET', url, token: vnAgent })).status).toBe(403);
    expect(
      (await server.call({ method: 'POST', url, token: vnAgent, payload: { ...network, code: 'Z' } })).status,
    ).toBe(403);
    const vnNetwork = (await list(vnAdmin))[0];
    expect((await list(thAdmin)).some((row) => row.id === vnNetwork?.id)).toBe(false);
    const other = await server.call<null>({
      method: 'PUT',
      url: `${url}/${vnNetwork?.id}`,
      token: thAdmin,
      payload: { ...network, code: 'Stolen' },
    });
    expect(other.status).toBe(404);
    expect((await list(vnAdmin))[0]).toEqual(vnNetwork);
  });
});
