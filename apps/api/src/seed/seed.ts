import { DEFAULT_LAYOUT_SETTINGS, ORGS, ROLE_CODES, ROLE_SLUG, translate } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { SYNONYM_LISTS, synonymId } from './synonym-data.js';

const DAY_MS = 86_400_000;

/** Organisations, roles and reference lists: the product needs them, demo or not. Idempotent. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('orgs')
    .values(ORGS.map((org) => ({ ...org })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('roles')
    .values(
      ROLE_CODES.map((id) => ({ id, slug: ROLE_SLUG[id], name: translate('en', `ROLES.${ROLE_SLUG[id]}`) })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const synonyms = SYNONYM_LISTS.flatMap((list) =>
    list.entries.map(([value, name, nameVi, dscr], index) => ({
      id: synonymId(list.typeId, value),
      typeId: list.typeId,
      type: list.type,
      value,
      name,
      nameVi,
      dscr: dscr ?? null,
      sort: index,
    })),
  );
  await db
    .insertInto('synonyms')
    .values(synonyms)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The demo accounts, created once. On every start the expiry of demo passwords nobody changed
 * is set again relative to today, so 'expires in 5 days' and 'expired' stay true.
 */
export async function seedDemoUsers(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('users').select('userName').execute()).map((row) => row.userName.toLowerCase()),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.userName));
  // One hash for all: the same password, and 35 argon2 hashes would slow the first start.
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
  await db.transaction().execute(async (trx) => {
    for (const demo of missing) {
      const user = await trx
        .insertInto('users')
        .values({
          orgId: demo.orgId,
          userName: demo.userName,
          fullName: demo.fullName,
          userType: demo.roles.length > 0 ? 'AGENT' : 'USER',
          passwordHash,
          passwordExpiresAt: new Date(now.getTime() + demo.passwordExpiresInDays * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.roles.length > 0) {
        await trx
          .insertInto('userRoles')
          .values(
            demo.roles.map((roleId, position) => ({ userId: user.id, orgId: demo.orgId, roleId, position })),
          )
          .execute();
      }
      await trx
        .insertInto('userSettings')
        .values({
          userId: user.id,
          orgId: demo.orgId,
          layout: JSON.stringify(DEFAULT_LAYOUT_SETTINGS),
          hiddenMenu: '[]',
        })
        .execute();
    }
    for (const demo of DEMO_USERS) {
      await trx
        .updateTable('users')
        .set({ passwordExpiresAt: new Date(now.getTime() + demo.passwordExpiresInDays * DAY_MS) })
        .where('userName', '=', demo.userName)
        .where('passwordChangedAt', 'is', null)
        .execute();
    }
  });
}
