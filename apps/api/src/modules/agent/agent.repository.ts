import type { ScopedDb } from '../../db/org-scope.js';
import { userRoleIds } from '../../db/user-roles.js';

export interface AgentProfileRow {
  id: number;
  orgId: number;
  userName: string;
  fullName: string;
  userType: string;
  passwordHash: string;
  passwordExpiresAt: Date;
  passwordTemporary: boolean;
  photoUrl: string | null;
  dialerMode: 'manual' | 'auto' | null;
  orgCode: string;
  orgName: string;
  timeZone: string;
  roles: number[];
}

export async function findAgentProfile(trx: ScopedDb, userId: number): Promise<AgentProfileRow | undefined> {
  return trx
    .selectFrom('users')
    .innerJoin('orgs', 'orgs.id', 'users.orgId')
    .select([
      'users.id',
      'users.orgId',
      'users.userName',
      'users.fullName',
      'users.userType',
      'users.passwordHash',
      'users.passwordExpiresAt',
      'users.passwordTemporary',
      'users.photoUrl',
      'users.dialerMode',
      'orgs.code as orgCode',
      'orgs.name as orgName',
      'orgs.timeZone',
    ])
    .select(userRoleIds)
    .where('users.id', '=', userId)
    .executeTakeFirst() as Promise<AgentProfileRow | undefined>;
}

export async function storeNewPassword(
  trx: ScopedDb,
  userId: number,
  change: { passwordHash: string; expiresAt: Date; changedAt: Date },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      passwordHash: change.passwordHash,
      passwordExpiresAt: change.expiresAt,
      passwordChangedAt: change.changedAt,
      passwordTemporary: false,
      tokensValidAfter: change.changedAt,
      updatedAt: change.changedAt,
    })
    .where('id', '=', userId)
    .execute();
}

export async function storeDialerMode(
  trx: ScopedDb,
  userId: number,
  dialerMode: 'manual' | 'auto',
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ dialerMode, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}
