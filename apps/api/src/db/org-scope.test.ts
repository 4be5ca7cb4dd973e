import { DEFAULT_LAYOUT_SETTINGS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-users.js';
import { userIdOf } from '../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { withOrgScope } from './org-scope.js';
import type { Database } from './schema.js';

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.engine.db;
});
afterAll(() => server.close());

const demoCount = (orgId?: number) =>
  DEMO_USERS.filter((user) => orgId === undefined || user.orgId === orgId).length;

const userOrgs = (orgId: number) =>
  withOrgScope(db, { orgId }, (trx) => trx.selectFrom('users').select(['userName', 'orgId']).execute());

/** How many users of the org the system connection (no row-level security) sees. */
const systemCount = async (orgId: number) =>
  (await db.selectFrom('users').select('id').where('orgId', '=', orgId).execute()).length;

/** A user of org 10 with no settings row yet, made with the system connection. */
async function createTh1User(userName: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      orgId: 10,
      userName,
      fullName: 'Scope Test',
      passwordHash: 'x',
      passwordExpiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('withOrgScope', () => {
  /** Inserts the settings row of a TH1 (org 10) user from the scope of `scopeOrgId`. */
  const insertTh1Settings = (scopeOrgId: number, userId: number) =>
    withOrgScope(db, { orgId: scopeOrgId }, (trx) =>
      trx
        .insertInto('userSettings')
        .values({ userId, orgId: 10, layout: JSON.stringify(DEFAULT_LAYOUT_SETTINGS), hiddenMenu: '[]' })
        .execute(),
    );

  it('lets org 4 see only org-4 users', async () => {
    const rows = await userOrgs(4);
    expect(rows.length).toBe(await systemCount(4));
    expect(rows.length).toBeGreaterThanOrEqual(demoCount(4));
    expect(rows.every((row) => row.orgId === 4)).toBe(true);
    const roles = await withOrgScope(db, { orgId: 4 }, (trx) =>
      trx.selectFrom('userRoles').select('orgId').distinct().execute(),
    );
    expect(roles).toEqual([{ orgId: 4 }]);
  });

  it('lets org 10 see only org-10 users', async () => {
    const rows = await userOrgs(10);
    expect(rows.length).toBe(await systemCount(10));
    expect(rows.length).toBeGreaterThanOrEqual(demoCount(10));
    expect(rows.every((row) => row.orgId === 10)).toBe(true);
  });

  it('lets org 0 (HQ) see every org', async () => {
    const rows = await userOrgs(0);
    const everyone = await db.selectFrom('users').select('id').execute();
    expect(rows.length).toBe(everyone.length);
    expect(new Set(rows.map((row) => row.orgId))).toEqual(new Set([0, 4, 10, 15]));
  });

  it('sees nothing for an org with no users', async () => {
    expect(await userOrgs(12)).toEqual([]);
  });

  it('refuses to insert a row for another org (row-level security) and stores nothing', async () => {
    const th1User = await createTh1User('scope.insert');
    const attempt = insertTh1Settings(4, th1User);
    await expect(attempt).rejects.toThrow(/row-level security/);
    const stored = await db
      .selectFrom('userSettings')
      .select('userId')
      .where('userId', '=', th1User)
      .execute();
    expect(stored).toEqual([]);
    // The same insert in org 10's scope passes: the refusal is about the org, not the row.
    await insertTh1Settings(10, th1User);
    const after = await db.selectFrom('userSettings').select('orgId').where('userId', '=', th1User).execute();
    expect(after).toEqual([{ orgId: 10 }]);
  });

  it('refuses to move a row of its own org to another org', async () => {
    const vn1Qc = await userIdOf(server, 'vn1.qc');
    const attempt = withOrgScope(db, { orgId: 4 }, (trx) =>
      trx.updateTable('userSettings').set({ orgId: 10 }).where('userId', '=', vn1Qc).execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
    const row = await db
      .selectFrom('userSettings')
      .select('orgId')
      .where('userId', '=', vn1Qc)
      .executeTakeFirst();
    expect(row).toEqual({ orgId: 4 });
  });

  it('cannot update or delete another org’s rows', async () => {
    const th1Agent = await userIdOf(server, 'th1.agent');
    const updated = await withOrgScope(db, { orgId: 4 }, (trx) =>
      trx.updateTable('users').set({ fullName: 'Hijacked' }).where('id', '=', th1Agent).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    await db
      .insertInto('userShortcuts')
      .values({ userId: th1Agent, orgId: 10, routeKey: 'orders.list', position: 0 })
      .execute();
    const deleted = await withOrgScope(db, { orgId: 4 }, (trx) =>
      trx.deleteFrom('userShortcuts').where('userId', '=', th1Agent).executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
    const row = await db
      .selectFrom('users')
      .select('fullName')
      .where('id', '=', th1Agent)
      .executeTakeFirstOrThrow();
    expect(row.fullName).toBe('Niran Boonmee');
    const shortcuts = await db
      .selectFrom('userShortcuts')
      .select('routeKey')
      .where('userId', '=', th1Agent)
      .execute();
    expect(shortcuts).toEqual([{ routeKey: 'orders.list' }]);
  });

  it('lets HQ write rows of any org', async () => {
    const th1User = await createTh1User('scope.hq');
    await insertTh1Settings(0, th1User);
    const row = await db.selectFrom('userSettings').select('orgId').where('userId', '=', th1User).execute();
    expect(row).toEqual([{ orgId: 10 }]);
  });

  it('keeps the secrets and login attempts out of reach of request work', async () => {
    for (const orgId of [4, 0]) {
      await expect(
        withOrgScope(db, { orgId }, (trx) => trx.selectFrom('appSecrets').select('name').execute()),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withOrgScope(db, { orgId }, (trx) => trx.selectFrom('loginAttempts').select('id').execute()),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('rolls the work back when it fails', async () => {
    const vn1Cs = await userIdOf(server, 'vn1.cs');
    const attempt = withOrgScope(db, { orgId: 4 }, async (trx) => {
      await trx.updateTable('users').set({ fullName: 'Half done' }).where('id', '=', vn1Cs).execute();
      throw new Error('work failed');
    });
    await expect(attempt).rejects.toThrow('work failed');
    const row = await db
      .selectFrom('users')
      .select('fullName')
      .where('id', '=', vn1Cs)
      .executeTakeFirstOrThrow();
    expect(row.fullName).toBe('Dương Thị Thu');
  });

  it('ends with the transaction: the connection is back to the system role afterwards', async () => {
    await userOrgs(4);
    await expect(userOrgs(4).then(() => Promise.reject(new Error('after')))).rejects.toThrow('after');
    const everyone = await db.selectFrom('users').select('id').execute();
    expect(everyone.length).toBeGreaterThanOrEqual(demoCount());
    const state = await sql<{ role: string; org: string | null }>`
      SELECT current_setting('role') AS role, current_setting('leadline.org_id', true) AS org`.execute(db);
    expect(state.rows[0]?.role).toBe('none');
    expect(state.rows[0]?.org ?? '').toBe('');
  });

  it('keeps concurrent scopes apart', async () => {
    const results = await Promise.all(
      [4, 10, 4, 0, 10, 4].map(async (orgId) => ({ orgId, rows: await userOrgs(orgId) })),
    );
    for (const { orgId, rows } of results) {
      if (orgId === 0) expect(new Set(rows.map((row) => row.orgId)).size).toBeGreaterThan(1);
      else expect(rows.every((row) => row.orgId === orgId)).toBe(true);
    }
  });
});
