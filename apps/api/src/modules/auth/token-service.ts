import { randomBytes } from 'node:crypto';
import { type AccessTokenClaims, accessTokenClaimsSchema } from '@leadline/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidToken } from '../../http/app-error.js';
import { ensureAppSecret } from './auth.repository.js';

const SECRET_NAME = 'jwt_secret';

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * the database, so every API process behind the same database accepts the same tokens.
 */
export async function loadSigningSecret(
  db: Kysely<Database>,
  configured: string | null,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const secret = await ensureAppSecret(db, SECRET_NAME, randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(secret);
}

export interface TokenSubject {
  userId: number;
  userName: string;
  orgId: number;
  roles: number[];
}

/**
 * The issue time in milliseconds. `iat` has whole seconds, too coarse to tell a token issued just
 * before a password change from one issued just after it in the same second.
 */
const ISSUED_AT_MS_CLAIM = 'iat_ms';

export interface VerifiedClaims extends AccessTokenClaims {
  /** When the token was issued, in epoch milliseconds (iat * 1000 for tokens without iat_ms). */
  issuedAtMs: number;
}

/** Verified tokens kept (each a few hundred bytes): more than the sessions one process serves. */
const MAX_VERIFIED = 20_000;

export class TokenService {
  /**
   * Tokens whose signature already verified, with their claims (docs/database.md 'Round trips and
   * the session cache': an HMAC check through WebCrypto on every call was a tenth of the server
   * thread's time under load). Only a token that verified gets here, so a forged one never does; an
   * entry is used only while its `exp` is ahead, the same test as jwtVerify's. Whether the session
   * is still live (logout, password change, deactivation) is not the token's to say: liveSession
   * checks it on every call.
   */
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(subject: TokenSubject, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      user_name: subject.userName,
      org_id: subject.orgId,
      roles: subject.roles,
      [ISSUED_AT_MS_CLAIM]: now.getTime(),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.secret);
  }

  /** A valid token's claims; an expired, forged or malformed one is invalid_token (SPEC.md 8). */
  async verify(token: string): Promise<VerifiedClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
    }
    const claims = await this.verifySignature(token);
    // Oldest first out: a Map iterates in insertion order.
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const claims = accessTokenClaimsSchema.parse(payload);
      const precise = payload[ISSUED_AT_MS_CLAIM];
      const issuedAtMs =
        typeof precise === 'number' && Math.floor(precise / 1000) === claims.iat
          ? precise
          : claims.iat * 1000;
      return { ...claims, issuedAtMs };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof Error) throw invalidToken();
      throw error;
    }
  }
}
