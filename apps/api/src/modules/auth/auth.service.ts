import { randomUUID } from 'node:crypto';
import { type AuthUser, findOrg, type TokenRequest } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  clearFailures,
  countRecentFailures,
  findLoginCandidate,
  findSessionState,
  recordLoginAttempt,
  revokeTokensBefore,
} from './auth.repository.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import type { TokenService } from './token-service.js';

/** What other modules do around a session's start and end (presence: the agent state, SPEC.md 4). */
export interface SessionHooks {
  afterLogin(user: { id: number; orgId: number }): Promise<void>;
  /** May refuse the logout (an agent not Unavailable) by throwing. */
  beforeLogout(user: SessionUser): Promise<void>;
  afterLogout(user: SessionUser, revokedAt: Date): Promise<void>;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  config: Pick<AppConfig, 'webClient' | 'loginLimits'>;
  sessionHooks?: SessionHooks;
}

export class AuthService {
  /** A hash of a random password, so an unknown user costs the same time as a wrong password. */
  private readonly dummyHash: Promise<string> = hashPassword(randomUUID());

  constructor(private readonly deps: AuthServiceDeps) {}

  /** POST /oauth/token: client check, rate limit, password, role (SPEC.md 4, 6, 8). */
  async login(request: TokenRequest, ip: string): Promise<AuthUser> {
    const { db, tokens, config } = this.deps;
    if (request.client_id !== config.webClient.id || request.client_secret !== config.webClient.secret) {
      throw new AppError(401, 'invalid_client');
    }
    if (request.grant_type !== 'password') throw new AppError(400, 'unsupported_grant_type');

    const lockMinutes = config.loginLimits.lockMinutes;
    const since = new Date(Date.now() - lockMinutes * 60_000);
    const failures = await countRecentFailures(db, request.username, ip, since);
    if (failures.byUser >= config.loginLimits.perUser || failures.byIp >= config.loginLimits.perIp) {
      throw new AppError(429, 'too_many_requests', { minutes: lockMinutes });
    }

    const candidate = await findLoginCandidate(db, request.username);
    const passwordOk = await verifyPassword(
      candidate?.passwordHash ?? (await this.dummyHash),
      request.password,
    );
    if (!candidate || !passwordOk) {
      await recordLoginAttempt(db, { userName: request.username, ip, succeeded: false });
      throw new AppError(400, 'invalid_grant');
    }
    if (!candidate.active || candidate.blockedReason) {
      throw new AppError(403, 'agent_blocked', {}, candidate.blockedReason ?? undefined);
    }
    await clearFailures(db, request.username);
    await recordLoginAttempt(db, { userName: request.username, ip, succeeded: true });
    if (candidate.roles.length === 0) {
      await writeAudit(db, {
        orgId: candidate.orgId,
        userId: candidate.id,
        action: 'login_refused_no_role',
        entityType: 'user',
        entityId: String(candidate.id),
        ip,
      });
      throw new AppError(403, 'no_role');
    }

    const accessToken = await tokens.sign({
      userId: candidate.id,
      userName: candidate.userName,
      orgId: candidate.orgId,
      roles: candidate.roles,
    });
    await writeAudit(db, {
      orgId: candidate.orgId,
      userId: candidate.id,
      action: 'login',
      entityType: 'user',
      entityId: String(candidate.id),
      ip,
    });
    await this.deps.sessionHooks?.afterLogin({ id: candidate.id, orgId: candidate.orgId });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: tokens.ttlSeconds,
      userId: candidate.id,
      userType: candidate.userType,
      fullName: candidate.fullName,
      userName: candidate.userName,
      pwdEpoch: candidate.passwordExpiresAt.getTime(),
      orgId: candidate.orgId,
      rolesId: candidate.roles,
    };
  }

  /**
   * A token is good while it verifies, its user is active and unblocked, and it was issued
   * after the user's last password change or forced logout. Roles are read fresh, so a role
   * taken away applies at once.
   */
  async resolveSession(token: string): Promise<SessionUser> {
    const claims = await this.deps.tokens.verify(token);
    const state = await findSessionState(this.deps.db, Number(claims.sub));
    if (!state || claims.issuedAtMs < state.tokensValidAfter.getTime())
      throw new AppError(401, 'invalid_token');
    if (!state.active || state.blockedReason)
      throw new AppError(403, 'agent_blocked', {}, state.blockedReason ?? undefined);
    if (!findOrg(state.orgId)) throw new AppError(401, 'invalid_token');
    return {
      userId: state.id,
      userName: state.userName,
      fullName: state.fullName,
      userType: state.userType,
      orgId: state.orgId,
      roles: state.roles,
    };
  }

  /** Ends the user's sessions: the token (and any other of theirs) is refused from now on. */
  async logout(user: SessionUser, ip: string): Promise<void> {
    await this.deps.sessionHooks?.beforeLogout(user);
    const revokedAt = new Date();
    await revokeTokensBefore(this.deps.db, user.userId, revokedAt);
    await writeAudit(this.deps.db, {
      orgId: user.orgId,
      userId: user.userId,
      action: 'logout',
      entityType: 'user',
      entityId: String(user.userId),
      ip,
    });
    await this.deps.sessionHooks?.afterLogout(user, revokedAt);
  }

  /** Records the request for the org's administrators; answers the same whether the user exists. */
  async requestPasswordReset(userName: string, ip: string): Promise<void> {
    const candidate = await findLoginCandidate(this.deps.db, userName);
    if (!candidate) return;
    await writeAudit(this.deps.db, {
      orgId: candidate.orgId,
      userId: candidate.id,
      action: 'password_reset_requested',
      entityType: 'user',
      entityId: String(candidate.id),
      ip,
    });
  }
}
