import {
  type AgentMe,
  type ChangePasswordRequest,
  type DialerProfile,
  PASSWORD_MAX_AGE_DAYS,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, passwordNotMatch, passwordReused } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import type { TokenService } from '../auth/index.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { readSettings } from '../user-settings/index.js';
import { findAgentProfile, storeDialerMode, storeNewPassword } from './agent.repository.js';

const DAY_MS = 86_400_000;

export async function getAgentMe(trx: ScopedDb, user: SessionUser, now = new Date()): Promise<AgentMe> {
  const [profile, settings] = await Promise.all([
    findAgentProfile(trx, user.userId),
    readSettings(trx, user.userId),
  ]);
  if (!profile) throw notFound();
  return {
    info: {
      userId: profile.id,
      userType: profile.userType,
      fullname: profile.fullName,
      userName: profile.userName,
      pwdEpoch: profile.passwordExpiresAt.getTime(),
      pwdTemporary: profile.passwordTemporary,
      orgId: profile.orgId,
      orgCode: profile.orgCode,
      orgName: profile.orgName,
      timeZone: profile.timeZone,
      roles: profile.roles,
      photoURL: profile.photoUrl,
      settings,
      dataProfile: { orgId: profile.orgId },
    },
    timestamp: now.getTime(),
    dialer_profile: { dialerMode: profile.dialerMode },
  };
}

/**
 * PUT agent/update: the old password must match (password_not_match otherwise), the new one
 * follows SPEC.md 5 (checked by the schema) and differs from the old. Other sessions end.
 */
export async function changePassword(
  trx: ScopedDb,
  user: SessionUser,
  request: ChangePasswordRequest,
  tokens: TokenService,
  ip: string,
): Promise<{ pwdEpoch: number; access_token: string }> {
  const profile = await findAgentProfile(trx, user.userId);
  if (!profile) throw notFound();
  if (!(await verifyPassword(profile.passwordHash, request.oldPassword))) {
    throw passwordNotMatch();
  }
  if (request.oldPassword === request.newPassword) throw passwordReused();
  // Tokens issued before this instant (to the millisecond, the iat_ms claim) are refused; the new
  // token is issued at this instant, so it stays valid.
  const changedAt = new Date();
  const expiresAt = new Date(changedAt.getTime() + PASSWORD_MAX_AGE_DAYS * DAY_MS);
  await storeNewPassword(trx, user.userId, {
    passwordHash: await hashPassword(request.newPassword),
    expiresAt,
    changedAt,
  });
  await writeAudit(trx, {
    orgId: user.orgId,
    userId: user.userId,
    action: 'password_changed',
    entityType: 'user',
    entityId: String(user.userId),
    ip,
  });
  const accessToken = await tokens.sign(
    { userId: user.userId, userName: user.userName, orgId: user.orgId, roles: user.roles },
    changedAt,
  );
  return { pwdEpoch: expiresAt.getTime(), access_token: accessToken };
}

export async function setDialerMode(
  trx: ScopedDb,
  user: SessionUser,
  profile: DialerProfile,
): Promise<DialerProfile> {
  await storeDialerMode(trx, user.userId, profile.dialerMode);
  return profile;
}
