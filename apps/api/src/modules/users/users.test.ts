import type { UserSummary } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo-users.js';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const userName of ['vn1.admin', 'vn1.org-admin', 'th1.admin', 'hq.admin', 'vn1.agent']) {
    tokens[userName] = await server.login(userName);
  }
});
afterAll(() => server.close());

const demoNamesOf = (orgId: number) =>
  DEMO_USERS.filter((user) => user.orgId === orgId)
    .map((user) => user.userName)
    .sort();

const list = (userName: string, query = '') =>
  server.call<UserSummary[]>({ method: 'GET', url: `/api/users${query}`, token: tokens[userName]! });

const getUser = (userName: string, id: number | string) =>
  server.call<UserSummary>({ method: 'GET', url: `/api/users/${id}`, token: tokens[userName]! });

describe('who may call /api/users', () => {
  it('refuses roles outside the admin group with 403 forbidden', async () => {
    const { status, body } = await list('vn1.agent');
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 403,
      message: 'You do not have permission to access this resource',
      data: null,
      error: 'forbidden',
    });
    const vn1AdminId = await userIdOf(server, 'vn1.admin');
    const one = await getUser('vn1.agent', vn1AdminId);
    expect(one.status).toBe(403);
    expect(one.body.error).toBe('forbidden');
    for (const userName of ['vn1.team-leader', 'vn1.director', 'vn1.finance']) {
      const answer = await server.call({
        method: 'GET',
        url: '/api/users',
        token: await server.login(userName),
      });
      expect(answer.status, userName).toBe(403);
    }
  });

  it('allows administrators (11) and org administrators (16)', async () => {
    for (const userName of ['vn1.admin', 'vn1.org-admin']) {
      const { status, body } = await list(userName);
      expect(status, userName).toBe(200);
      expect(body.code).toBe(200);
    }
  });

  it('needs a token', async () => {
    const { status, body } = await server.call({ method: 'GET', url: '/api/users' });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });
});

describe('org isolation of /api/users', () => {
  it('lists only the users of the caller’s org, with the org’s total', async () => {
    const expected = demoNamesOf(4);
    expect(expected.length).toBe(18);
    const { status, body } = await list('vn1.admin', '?limit=200');
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    expect(body.data.every((user) => user.orgId === 4)).toBe(true);
    expect(body.data.map((user) => user.userName).sort()).toEqual(expected);
  });

  it('pages with offset and limit (default 10) and keeps the total', async () => {
    const first = await list('vn1.admin');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBe(18);
    const second = await list('vn1.admin', '?offset=10&limit=10');
    expect(second.body.data).toHaveLength(8);
    expect(second.body.total).toBe(18);
    const names = [...first.body.data, ...second.body.data].map((user) => user.userName);
    expect(new Set(names).size).toBe(18);
    expect(names).toEqual([...names].sort());
  });

  it('searches by user name or full name within the org only', async () => {
    const { body } = await list('vn1.admin', '?search=AGENT&limit=200');
    expect(body.data.map((user) => user.userName).sort()).toEqual(['vn1.agent', 'vn1.resell-agent']);
    expect(body.total).toBe(2);
    const byFullName = await list('vn1.admin', `?search=${encodeURIComponent('lê thị hoa')}`);
    expect(byFullName.body.data.map((user) => user.userName)).toEqual(['vn1.agent']);
  });

  it('answers a user of another org as not found (404)', async () => {
    const th1Agent = await userIdOf(server, 'th1.agent');
    const { status, body } = await getUser('vn1.admin', th1Agent);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Not found', data: null, error: 'not_found' });

    const vn1Agent = await userIdOf(server, 'vn1.agent');
    const own = await getUser('vn1.admin', vn1Agent);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      userId: vn1Agent,
      userName: 'vn1.agent',
      fullName: 'Lê Thị Hoa',
      userType: 'AGENT',
      orgId: 4,
      roles: [12],
      active: true,
    });
    expect(typeof own.body.data.pwdEpoch).toBe('number');
  });

  it('keeps th1 administrators out of vn1 users', async () => {
    const { body } = await list('th1.admin', '?limit=200');
    expect(body.data.map((user) => user.userName).sort()).toEqual(demoNamesOf(10));
    expect(body.total).toBe(demoNamesOf(10).length);
    const vn1Admin = await userIdOf(server, 'vn1.admin');
    expect((await getUser('th1.admin', vn1Admin)).status).toBe(404);
  });

  it('ignores an orgId filter that names another org', async () => {
    const { status, body } = await list('vn1.admin', '?orgId=10&limit=200');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('lets HQ (org 0) read every org and filter by orgId', async () => {
    const all = await list('hq.admin', '?limit=200');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(DEMO_USERS.length);
    expect(new Set(all.body.data.map((user) => user.orgId))).toEqual(new Set([0, 4, 10, 15]));

    for (const orgId of [4, 10, 15, 0]) {
      const filtered = await list('hq.admin', `?orgId=${orgId}&limit=200`);
      expect(filtered.body.total, `org ${orgId}`).toBe(demoNamesOf(orgId).length);
      expect(filtered.body.data.map((user) => user.userName).sort()).toEqual(demoNamesOf(orgId));
    }
    const th1Agent = await userIdOf(server, 'th1.agent');
    const one = await getUser('hq.admin', th1Agent);
    expect(one.status).toBe(200);
    expect(one.body.data.orgId).toBe(10);
  });
});

describe('input checks of /api/users', () => {
  it('refuses bad ids and bad paging with 400 validation_error', async () => {
    for (const url of [
      '/api/users/abc',
      '/api/users/0',
      '/api/users?limit=0',
      '/api/users?limit=201',
      '/api/users?offset=-1',
      '/api/users?orgId=x',
    ]) {
      const { status, body } = await server.call({ method: 'GET', url, token: tokens['vn1.admin']! });
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    }
  });

  it('answers an id nobody has with 404', async () => {
    const { status, body } = await getUser('hq.admin', 999_999);
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });
});
