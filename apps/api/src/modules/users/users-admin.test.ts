import {
  AGENT_STATE,
  type AgentGroup,
  type UserCredentials,
  type UserImportResult,
  type UserSummary,
  XLSX_CONTENT_TYPE,
} from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import { demoCallers, userIdOf } from '../../testing/auth-helpers.js';
import { multipartFile } from '../../testing/multipart.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { xlsxWorkbook } from '../../testing/xlsx-fixtures.js';

let server: TestServer;
const { token, call } = demoCallers(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Created = { user: UserSummary; temporaryPassword: string };

const USERS_FILE = { name: 'users.xlsx' };

/** A new VN1 user the admin creates, logged in with the temporary password the creation gave. */
async function newUserLoggedIn(userName: string, fullName: string, roles: number[]) {
  const created = await call<Created>('vn1.admin', 'POST', '/api/users', { userName, fullName, roles });
  const { userId } = created.body.data.user;
  const password = created.body.data.temporaryPassword;
  return { userId, password, token: await server.login(userName, password) };
}

async function groupsOf(userName: string): Promise<AgentGroup[]> {
  return (await call<AgentGroup[]>(userName, 'GET', '/api/agent-groups')).body.data;
}

async function auditOf(entityId: number, action: string) {
  const rows = await sql<{ action: string; userId: number; details: unknown }>`
    SELECT action, user_id, details FROM audit_log
    WHERE entity_type = 'user' AND entity_id = ${String(entityId)} AND action = ${action}`.execute(
    server.engine.db,
  );
  return rows.rows;
}

const countUsers = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(server.engine.db)).rows[0]?.n,
  );

describe('creating a user', () => {
  it('an admin creates an agent in a group; the agent logs in with the temporary password, which has expired', async () => {
    const sales = (await groupsOf('vn1.admin')).find((group) => group.name === 'Sales team');
    expect(sales).toBeDefined();
    const { status, body } = await call<Created>('vn1.admin', 'POST', '/api/users', {
      userName: 'vn1.new-agent',
      fullName: 'Trần Thị Mai',
      roles: [12],
      agentGroupId: sales?.id,
      dialerMode: 'manual',
    });
    expect(status, body.message).toBe(200);
    expect(body.data.user).toMatchObject({
      userName: 'vn1.new-agent',
      fullName: 'Trần Thị Mai',
      orgId: 4,
      roles: [12],
      active: true,
      agentGroup: { id: sales?.id, name: 'Sales team' },
      dialerMode: 'manual',
      mustChangePassword: true,
    });
    const login = await server.call<{ pwdEpoch: number; rolesId: number[] }>({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'vn1.new-agent',
        password: body.data.temporaryPassword,
        client_id: server.config.webClient.id,
      }).toString(),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.pwdEpoch).toBeLessThanOrEqual(Date.now());
    expect(login.body.data.rolesId).toEqual([12]);
    // The new user is told the password is a temporary one (not that it expired), until changed.
    const token = (login.body.data as unknown as { access_token: string }).access_token;
    const me = async () =>
      (await server.call<{ info: { pwdTemporary: boolean } }>({ method: 'GET', url: '/api/agent/me', token }))
        .body.data.info.pwdTemporary;
    expect(await me()).toBe(true);
    const changed = await server.call<{ access_token: string }>({
      method: 'PUT',
      url: '/api/agent/update',
      token,
      payload: { oldPassword: body.data.temporaryPassword, newPassword: 'Chosen@2026' },
    });
    expect(changed.body.code).toBe(200);
    expect(
      (
        await server.call<{ info: { pwdTemporary: boolean } }>({
          method: 'GET',
          url: '/api/agent/me',
          token: changed.body.data.access_token,
        })
      ).body.data.info.pwdTemporary,
    ).toBe(false);
    expect(
      (await server.call({ method: 'GET', url: '/api/agent/me', token: await server.login('vn1.agent') }))
        .body,
    ).toMatchObject({
      data: { info: { pwdTemporary: false } },
    });
    const audit = await auditOf(body.data.user.userId, 'user_created');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(await userIdOf(server, 'vn1.admin'));
  });

  it('refuses a user name already taken, in any org and any case', async () => {
    const { status, body } = await call('vn1.admin', 'POST', '/api/users', {
      userName: 'TH1.Agent',
      fullName: 'Someone',
      roles: [12],
    });
    expect(status).toBe(400);
    expect(body.message).toBe('This user name is already taken.');
  });

  it('two creates of one name at once: one user, the other refused as taken (never a fault)', async () => {
    const answers = await Promise.all(
      ['vn1.twin', 'VN1.TWIN'].map((userName) =>
        call('vn1.admin', 'POST', '/api/users', { userName, fullName: 'Twin', roles: [12] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe(
      'This user name is already taken.',
    );
  });

  it('refuses a group of another org (row-level security hides it)', async () => {
    const thGroup = (await groupsOf('th1.admin'))[0];
    const { status, body } = await call('vn1.admin', 'POST', '/api/users', {
      userName: 'vn1.cross-group',
      fullName: 'Cross',
      roles: [12],
      agentGroupId: thGroup?.id,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('This agent group does not exist or is deactivated.');
  });
});

describe('roles outside SPEC.md 6', () => {
  it('are refused on create and on edit, and the database refuses them too', async () => {
    for (const roles of [[13], [12, 99], [0], [12, 12], []]) {
      const created = await call('vn1.admin', 'POST', '/api/users', {
        userName: 'vn1.bad-role',
        fullName: 'Bad role',
        roles,
      });
      expect(created.status, JSON.stringify(roles)).toBe(400);
      expect(created.body.error).toBe('validation_error');
    }
    const agentId = await userIdOf(server, 'vn1.resell-agent');
    const edited = await call('vn1.admin', 'PUT', `/api/users/${agentId}`, { fullName: 'X', roles: [25] });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toMatch(/This role does not exist/);
    expect(await countUsers()).toBeGreaterThan(0);
    // Row-level security and the roles table: a scoped insert of a role SPEC.md 6 lacks fails.
    await expect(
      withOrgScope(server.engine.db, { orgId: 4 }, (trx) =>
        trx.insertInto('userRoles').values({ userId: agentId, orgId: 4, roleId: 13, position: 1 }).execute(),
      ),
    ).rejects.toThrow();
    const search = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', { role: 13 });
    expect(search.status).toBe(400);
  });

  it('only an administrator (11) gives the administrator role; an org administrator (16) may not', async () => {
    const refused = await call('vn1.org-admin', 'POST', '/api/users', {
      userName: 'vn1.second-admin',
      fullName: 'Second admin',
      roles: [11],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an administrator may give or change the administrator role.');
    const adminId = await userIdOf(server, 'vn1.admin');
    const touch = await call('vn1.org-admin', 'PUT', `/api/users/${adminId}/active`, { active: false });
    expect(touch.status).toBe(403);
    const allowed = await call<Created>('vn1.org-admin', 'POST', '/api/users', {
      userName: 'vn1.by-org-admin',
      fullName: 'Made by the org admin',
      roles: [14],
    });
    expect(allowed.status).toBe(200);
  });
});

describe('another org’s users', () => {
  it('are refused for read and write (404, nothing changes), and no user is created in another org', async () => {
    const thAgent = await userIdOf(server, 'th1.agent');
    const before = await sql<{ full_name: string; active: boolean; password_hash: string }>`
      SELECT full_name, active, password_hash FROM users WHERE id = ${thAgent}`.execute(server.engine.db);
    const attempts = [
      call('vn1.admin', 'GET', `/api/users/${thAgent}`),
      call('vn1.admin', 'PUT', `/api/users/${thAgent}`, { fullName: 'Taken over', roles: [12] }),
      call('vn1.admin', 'PUT', `/api/users/${thAgent}/active`, { active: false }),
      call('vn1.admin', 'POST', `/api/users/${thAgent}/reset-password`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('not_found');
    }
    const after = await sql<{ full_name: string; active: boolean; password_hash: string }>`
      SELECT full_name, active, password_hash FROM users WHERE id = ${thAgent}`.execute(server.engine.db);
    expect(after.rows).toEqual(before.rows);

    const otherOrg = await call('vn1.admin', 'POST', '/api/users', {
      userName: 'th1.planted',
      fullName: 'Planted',
      roles: [12],
      orgId: 10,
    });
    expect(otherOrg.status).toBe(403);
    const listed = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', { orgId: 10 });
    expect(listed.body.data).toEqual([]);
  });

  it('HQ manages any org: creates in the org it picks and reads it back', async () => {
    const created = await call<Created>('hq.admin', 'POST', '/api/users', {
      userName: 'th1.from-hq',
      fullName: 'From HQ',
      roles: [12],
      orgId: 10,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.user.orgId).toBe(10);
    const seen = await call<UserSummary>('th1.admin', 'GET', `/api/users/${created.body.data.user.userId}`);
    expect(seen.status).toBe(200);
  });

  it('agents and team leaders may not manage users', async () => {
    for (const userName of ['vn1.agent', 'vn1.team-leader', 'vn1.auditor']) {
      const answer = await call(userName, 'POST', '/api/users', {
        userName: 'x.y.z',
        fullName: 'X',
        roles: [12],
      });
      expect(answer.status, userName).toBe(403);
    }
  });
});

describe('deactivating, reactivating and resetting a password', () => {
  it('a deactivated user’s token is refused at once, and they cannot log in until reactivated', async () => {
    const {
      userId,
      password,
      token: agentToken,
    } = await newUserLoggedIn('vn1.leaving', 'Leaving soon', [12]);
    expect((await server.call({ method: 'GET', url: '/api/agent/me', token: agentToken })).status).toBe(200);

    const off = await call<UserSummary>('vn1.admin', 'PUT', `/api/users/${userId}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    const refused = await server.call({ method: 'GET', url: '/api/agent/me', token: agentToken });
    expect([401, 403]).toContain(refused.status);
    await expect(server.login('vn1.leaving', password)).rejects.toThrow();

    const on = await call<UserSummary>('vn1.admin', 'PUT', `/api/users/${userId}/active`, { active: true });
    expect(on.body.data.active).toBe(true);
    // The old token stays refused; a new login works.
    expect((await server.call({ method: 'GET', url: '/api/agent/me', token: agentToken })).status).toBe(401);
    await server.login('vn1.leaving', password);
    expect(await auditOf(userId, 'user_deactivated')).toHaveLength(1);
    expect(await auditOf(userId, 'user_reactivated')).toHaveLength(1);
  });

  it('a deactivated agent leaves the live board: their state becomes Logout at once', async () => {
    const { userId, password, token: first } = await newUserLoggedIn('vn1.signed-in', 'Signed in', [12]);
    const changed = await server.call<{ access_token: string }>({
      method: 'PUT',
      url: '/api/agent/update',
      token: first,
      payload: { oldPassword: password, newPassword: 'Leadline@2026' },
    });
    expect(changed.status).toBe(200);
    const stateOf = async () =>
      (
        await call<{ valueCode: number }>(
          'vn1.manager',
          'GET',
          `/api/agent/by-id/${userId}/activity/instant?activityId=53`,
        )
      ).body.data.valueCode;
    expect(await stateOf()).toBe(AGENT_STATE.UNAVAILABLE);

    await call('vn1.admin', 'PUT', `/api/users/${userId}/active`, { active: false });
    expect(await stateOf()).toBe(AGENT_STATE.LOGOUT);
  });

  it('an admin cannot deactivate themselves', async () => {
    const self = await userIdOf(server, 'vn1.org-admin');
    const answer = await call('vn1.org-admin', 'PUT', `/api/users/${self}/active`, { active: false });
    expect(answer.status).toBe(400);
  });

  it('a reset gives a temporary password once, ends the sessions, and the old password stops working', async () => {
    const {
      userId,
      password: first,
      token: session,
    } = await newUserLoggedIn('vn1.forgetful', 'Forgetful', [27]);
    const reset = await call<UserCredentials>('vn1.admin', 'POST', `/api/users/${userId}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.temporaryPassword).not.toBe(first);
    expect((await server.call({ method: 'GET', url: '/api/agent/me', token: session })).status).toBe(401);
    await expect(server.login('vn1.forgetful', first)).rejects.toThrow();
    await server.login('vn1.forgetful', reset.body.data.temporaryPassword);
    expect(await auditOf(userId, 'user_password_reset')).toHaveLength(1);
  });

  it('an edit changes name, roles, group and modes, and is audited with what changed', async () => {
    const resell = (await groupsOf('vn1.admin')).find((group) => group.name === 'Resell team');
    const agentId = await userIdOf(server, 'vn1.agent');
    const answer = await call<UserSummary>('vn1.admin', 'PUT', `/api/users/${agentId}`, {
      fullName: 'Lê Thị Hoa',
      roles: [27, 12],
      agentGroupId: resell?.id,
      dialerMode: 'auto',
      routerProcessingLeads: 'resell',
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      roles: [27, 12],
      agentGroup: { id: resell?.id },
      dialerMode: 'auto',
      routerProcessingLeads: 'resell',
    });
    const audit = await auditOf(agentId, 'user_updated');
    expect(audit.at(-1)?.details).toMatchObject({ changes: { roles: { from: [12], to: [27, 12] } } });
  });
});

describe('the users screen’s search', () => {
  it('filters by name, role, group and status, and pages on the server', async () => {
    const byRole = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', {
      role: 14,
      size: 200,
    });
    expect(byRole.body.data.every((user) => user.roles.includes(14))).toBe(true);
    expect(byRole.body.data.map((user) => user.userName)).toContain('vn1.team-leader');
    const inactive = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', { active: false });
    expect(inactive.body.data.every((user) => !user.active)).toBe(true);
    const sales = (await groupsOf('vn1.admin')).find((group) => group.name === 'Sales team');
    const inGroup = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', {
      groupId: sales?.id,
    });
    expect(inGroup.body.data.length).toBeGreaterThan(0);
    expect(inGroup.body.data.every((user) => user.agentGroup?.id === sales?.id)).toBe(true);
    const noGroup = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', {
      groupId: 0,
      size: 200,
    });
    expect(noGroup.body.data.every((user) => user.agentGroup === null)).toBe(true);
    const page = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', { page: 1, size: 5 });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(10);
    const viaGet = await call<UserSummary[]>('vn1.admin', 'GET', '/api/users?role=14&active=true&limit=200');
    expect(viaGet.status, viaGet.body.message).toBe(200);
    expect(viaGet.body.data.map((user) => user.userName)).toContain('vn1.team-leader');
    expect(viaGet.body.data.every((user) => user.roles.includes(14) && user.active)).toBe(true);
    expect((await call('vn1.admin', 'GET', '/api/users?role=13')).status).toBe(400);
    const byName = await call<UserSummary[]>('vn1.admin', 'POST', '/api/users/search', {
      search: 'TRẦN THỊ MAI',
    });
    expect(byName.body.data.map((user) => user.userName)).toEqual(['vn1.new-agent']);
  });
});

describe('importing agents from .xlsx', () => {
  const HEADER = ['User name', 'Full name', 'Roles', 'Agent group', 'Dialer mode'];
  const importFile = async (rows: (string | number | null)[][], userName = 'vn1.admin') =>
    server.call<UserImportResult>({
      method: 'POST',
      url: '/api/users/import',
      token: await token(userName),
      ...multipartFile(await xlsxWorkbook([HEADER, ...rows], 'Users'), USERS_FILE),
    });

  it('is all or nothing: one bad row refuses the file with its row and reason, and creates nobody', async () => {
    const before = await countUsers();
    const answer = await importFile([
      ['vn1.imp-1', 'Imported One', '12', 'Sales team', 'manual'],
      ['vn1.imp-2', 'Imported Two', '12', '', ''],
      ['vn1.imp-3', 'Imported Three', '13', '', ''],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Row 4: roles must be role codes of the list (such as 12 or 12,27), at most 5. Nothing was imported.',
    );
    expect(await countUsers()).toBe(before);

    const twice = await importFile([
      ['vn1.imp-1', 'One', '12', '', ''],
      ['VN1.IMP-1', 'One again', '12', '', ''],
    ]);
    expect(twice.body.message).toMatch(/^Row 3: the user name VN1.IMP-1 appears twice/);
    const taken = await importFile([['th1.agent', 'Taken', '12', '', '']]);
    expect(taken.body.message).toMatch(/^Row 2: the user name th1.agent is already taken/);
    const group = await importFile([['vn1.imp-9', 'Nine', '12', 'No such team', '']]);
    expect(group.body.message).toMatch(/^Row 2: no active agent group is named “No such team”/);
    const admin = await importFile([['vn1.imp-8', 'Eight', '11', '', '']], 'vn1.org-admin');
    expect(admin.status).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('creates every row of a good file, with a temporary password each, in the caller’s org', async () => {
    const answer = await importFile([
      ['vn1.imp-1', 'Imported One', '12', 'sales TEAM', 'manual'],
      ['vn1.imp-2', 'Imported Two', '12, 27', '', ''],
      ['vn1.imp-3', 'Imported Three', 27, 'Resell team', 'auto'],
    ]);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.created.map((user) => user.userName)).toEqual([
      'vn1.imp-1',
      'vn1.imp-2',
      'vn1.imp-3',
    ]);
    const first = answer.body.data.created[0] as UserCredentials;
    const seen = await call<UserSummary>('vn1.admin', 'GET', `/api/users/${first.userId}`);
    expect(seen.body.data).toMatchObject({
      orgId: 4,
      roles: [12],
      agentGroup: { name: 'Sales team' },
      mustChangePassword: true,
    });
    await server.login('vn1.imp-1', first.temporaryPassword);
    expect(await auditOf(first.userId, 'user_created')).toHaveLength(1);
  });

  it('refuses a file that is not a workbook or lacks the headers, and offers a template that imports', async () => {
    const junk = await server.call({
      method: 'POST',
      url: '/api/users/import',
      token: await token('vn1.admin'),
      ...multipartFile(Buffer.from('not a zip'), USERS_FILE),
    });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('The file is not an .xlsx workbook');
    const noHeader = await server.call({
      method: 'POST',
      url: '/api/users/import',
      token: await token('vn1.admin'),
      ...multipartFile(
        await xlsxWorkbook([
          ['a', 'b'],
          ['c', 'd'],
        ]),
        USERS_FILE,
      ),
    });
    expect(noHeader.status).toBe(400);
    const template = await server.app.inject({
      method: 'GET',
      url: '/api/users/import/template',
      headers: { authorization: `Bearer ${await token('vn1.admin')}`, 'accept-language': 'vi' },
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    const imported = await server.call<UserImportResult>({
      method: 'POST',
      url: '/api/users/import',
      token: await token('vn1.admin'),
      ...multipartFile(template.rawPayload, USERS_FILE),
    });
    expect(imported.status, imported.body.message).toBe(200);
    expect(imported.body.data.created.map((user) => user.userName)).toEqual(['agent.example']);
  });
});
