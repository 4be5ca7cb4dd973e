import { randomUUID } from 'node:crypto';
import { type AuthUser, findOrg, type Language, type TokenRequest, translate } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import {
  agentBlocked,
  invalidClient,
  invalidGrant,
  invalidToken,
  noRole,
  tooManyRequests,
  unsupportedGrantType,
} from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import {
  clearFailures,
  countRecentFailures,
  findLoginCandidate,
  findSessionState,
  forgetAttempt,
  isKnownAddress,
  lockAttemptCounts,
  markAttemptSucceeded,
  recordLoginAttempt,
  revokeTokensBefore,
} from './auth.repository.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import type { SessionCache } from './session-cache.js';
import type { TokenService } from './token-service.js';

/** What other modules do around a session's start and end (presence: the agent state, SPEC.md 4). */
export interface SessionHooks {
  afterLogin(user: { id: number; orgId: number }): Promise<void>;
  /** May refuse the logout (an agent not Unavailable) by throwing. */
  beforeLogout(user: SessionUser): Promise<void>;
  afterLogout(user: SessionUser, revokedAt: Date): Promise<void>;
}

/** An address the user logged in from with the right password this recently is a known address. */
export const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The web app is a public OAuth client (RFC 6749 2.1): it runs in every visitor's browser, so it
 * can keep no secret, and app-config.js gives it none. It is identified by its client id alone.
 * SPEC.md 7.1's client_secret form field is still accepted: absent or empty it is not needed; a
 * value that is sent must be WEB_CLIENT_SECRET (the value clients sent before, still sent by
 * scripts and tests), so a caller that sends something else learns it is misconfigured. This
 * check protects nothing and is not meant to (docs/security.md): the password, the rate limit,
 * the roles and the token do.
 */
export function isWebClient(
  request: Pick<TokenRequest, 'client_id' | 'client_secret'>,
  client: AppConfig['webClient'],
): boolean {
  if (request.client_id !== client.id) return false;
  return !request.client_secret || request.client_secret === client.secret;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  config: Pick<AppConfig, 'webClient' | 'loginLimits'>;
  sessionHooks?: SessionHooks;
  /** Session states kept between calls (session-cache.ts); without it every call reads its user. */
  sessions?: SessionCache;
}

export class AuthService {
  /** A hash of a random password, so an unknown user costs the same time as a wrong password. */
  private readonly dummyHash: Promise<string> = hashPassword(randomUUID());

  constructor(private readonly deps: AuthServiceDeps) {}

  /** POST /oauth/token: client check, rate limit, password, role (SPEC.md 4, 6, 8). */
  async login(request: TokenRequest, ip: string): Promise<AuthUser> {
    const { db, tokens, config } = this.deps;
    if (!isWebClient(request, config.webClient)) throw invalidClient();
    if (request.grant_type !== 'password') throw unsupportedGrantType();

    const { attemptId, passesLock } = await this.reserveLoginAttempt(request.username, ip);

    const candidate = await findLoginCandidate(db, request.username);
    const passwordOk = await verifyPassword(
      candidate?.passwordHash ?? (await this.dummyHash),
      request.password,
    );
    // A wrong password leaves the reserved attempt as the failure it was recorded as.
    if (!candidate || !passwordOk) throw invalidGrant();
    if (!candidate.active || candidate.blockedReason) {
      await forgetAttempt(db, attemptId);
      throw agentBlocked(candidate.blockedReason ?? undefined);
    }
    await markAttemptSucceeded(db, attemptId);
    await clearFailures(db, request.username, attemptId, passesLock ? ip : undefined);
    if (candidate.roles.length === 0) {
      await writeAudit(db, {
        orgId: candidate.orgId,
        userId: candidate.id,
        action: 'login_refused_no_role',
        entityType: 'user',
        entityId: String(candidate.id),
        ip,
      });
      throw noRole();
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
    // A user whose password has expired can do nothing but change it (SPEC.md 4): they are not at
    // work yet, so presence signs them in when the change is made (agent.update), not now.
    if (candidate.passwordExpiresAt.getTime() > Date.now())
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
   * The login rate limit (docs/security.md), kept in the database: an address with too many
   * failures (whatever the user names) waits; a user name with too many failures is locked, but
   * not for an address the user logged in from before (a known address) that has not failed too
   * often itself. So typing an agent's name five times slows down the one typing, not the agent
   * at their desk.
   *
   * The attempt is counted before its password is checked: under the locks of the user name and
   * the address, the count is read and, if the attempt may go on, its row is written as a failure
   * (the login marks it succeeded when the password is right). Parallel guesses therefore see each
   * other, and no more than the limit are ever checked, whichever API process they reach. The
   * locks are held for the count only, not while the password is hashed.
   * Answers the attempt's row and whether it goes through a lock (from a known address).
   */
  private reserveLoginAttempt(
    userName: string,
    ip: string,
  ): Promise<{ attemptId: string; passesLock: boolean }> {
    return this.deps.db.transaction().execute(async (trx) => {
      await lockAttemptCounts(trx, 'login', userName, ip);
      const passesLock = await this.checkLoginLimit(trx, userName, ip);
      const attemptId = await recordLoginAttempt(trx, { userName, ip, succeeded: false });
      return { attemptId, passesLock };
    });
  }

  /** Throws 429 when the attempt may not go on; answers whether it passes a lock (a known address). */
  private async checkLoginLimit(trx: Kysely<Database>, userName: string, ip: string): Promise<boolean> {
    const { perUser, perIp, lockMinutes } = this.deps.config.loginLimits;
    const now = Date.now();
    const failures = await countRecentFailures(trx, userName, ip, new Date(now - lockMinutes * 60_000));
    const tooMany = tooManyRequests(lockMinutes);
    if (failures.byIp >= perIp) throw tooMany;
    if (failures.byUser < perUser) return false;
    if (failures.byUserAtIp >= perUser) throw tooMany;
    if (!(await isKnownAddress(trx, userName, ip, new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS))))
      throw tooMany;
    return true;
  }

  /**
   * A token is good while it verifies, its user is active and unblocked, and it was issued
   * after the user's last password change or forced logout. Roles are read fresh, so a role
   * taken away applies at once.
   */
  async resolveSession(token: string): Promise<SessionUser> {
    const claims = await this.deps.tokens.verify(token);
    return this.liveSession(Number(claims.sub), claims.issuedAtMs, claims.exp * 1000);
  }

  /**
   * The session of the user that began at `issuedAtMs` (a token's issue time), if it is still
   * live: not expired, not ended by a logout or a password change since, the user active and
   * unblocked. A token and a signed recording URL (which carries its session) are checked alike.
   */
  async liveSession(userId: number, issuedAtMs: number, expiresAtMs: number): Promise<SessionUser> {
    if (expiresAtMs <= Date.now()) throw invalidToken();
    const load = () => findSessionState(this.deps.db, userId);
    const state = await (this.deps.sessions ? this.deps.sessions.read(userId, load) : load());
    if (!state || issuedAtMs < state.tokensValidAfter.getTime()) throw invalidToken();
    if (!state.active || state.blockedReason) throw agentBlocked(state.blockedReason ?? undefined);
    if (!findOrg(state.orgId)) throw invalidToken();
    return {
      userId: state.id,
      userName: state.userName,
      fullName: state.fullName,
      userType: state.userType,
      orgId: state.orgId,
      // A copy: the cached state is shared by the user's calls.
      roles: [...state.roles],
      session: { issuedAtMs, expiresAtMs },
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

  /**
   * Records the request for the org's administrators; answers the same whether the user exists.
   * Rate limited like login, by the same rows and limits (docs/security.md): at most
   * LOGIN_MAX_FAILURES_PER_USER requests per user name and LOGIN_MAX_FAILURES_PER_IP per address
   * in LOGIN_LOCK_MINUTES. A refused request writes nothing.
   */
  async requestPasswordReset(userName: string, ip: string, language: Language): Promise<void> {
    const { perUser, perIp, lockMinutes } = this.deps.config.loginLimits;
    await this.deps.db.transaction().execute(async (trx) => {
      // One request of a user name, and one of an address, at a time: a burst (on any number of
      // API processes) cannot pass the count together.
      await lockAttemptCounts(trx, 'password_reset', userName, ip);
      const since = new Date(Date.now() - lockMinutes * 60_000);
      const requests = await countRecentFailures(trx, userName, ip, since, 'password_reset');
      if (requests.byUser >= perUser || requests.byIp >= perIp) {
        const message = translate(language, 'AUTH.TOO_MANY_RESET_REQUESTS', { minutes: lockMinutes });
        throw tooManyRequests(lockMinutes, message);
      }
      await recordLoginAttempt(trx, { kind: 'password_reset', userName, ip, succeeded: false });
      const candidate = await findLoginCandidate(trx, userName);
      if (!candidate) return;
      await writeAudit(trx, {
        orgId: candidate.orgId,
        userId: candidate.id,
        action: 'password_reset_requested',
        entityType: 'user',
        entityId: String(candidate.id),
        ip,
      });
    });
  }
}
