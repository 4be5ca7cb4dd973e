import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../http/session-user.js';
import { ensureAppSecret } from '../auth/index.js';

const SECRET_NAME = 'recording_url_key';
/** Long enough for a CDR page left open for a shift's break; never longer than the session. */
export const RECORDING_URL_TTL_SECONDS = 6 * 3600;

/** Whose session a recording URL was given to; the endpoint checks that session is still live. */
export interface SignedSession {
  userId: number;
  /** The session's start: its access token's issue time, epoch ms. */
  issuedAtMs: number;
  /** When the URL stops working, epoch ms. */
  expiresAtMs: number;
}

/**
 * Signed recording URLs (docs/telephony.md, docs/security.md): an <audio> element fetches its
 * source itself, with Range requests and without our bearer token, so a CDR answer gives each
 * recording it shows a URL signed for the user and the session it was shown to. The URL carries
 * the session (its token's issue time, `sid`) and the recording endpoint checks that session is
 * still live, as it checks a token: a logout, a password change or a block ends the URL with
 * the session. It also expires after a few hours, and never after the session's token. The key
 * is kept in the database so that every API process accepts every URL.
 */
export class RecordingUrlSigner {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Loads the key before the first request: a URL is signed inside the caller's scoped
   * transaction, where a read of the system database would wait for it (PGlite has one session).
   */
  async ready(): Promise<void> {
    await this.loadKey();
  }

  private loadKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const secret = await ensureAppSecret(this.db, SECRET_NAME, randomBytes(32).toString('base64url'));
      return Buffer.from(secret, 'base64url');
    })();
    return this.key;
  }

  private async signature(
    callId: number,
    userId: number,
    sessionId: number,
    expires: number,
  ): Promise<string> {
    return createHmac('sha256', await this.loadKey())
      .update(`${callId}.${userId}.${sessionId}.${expires}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /** The URL for `user`'s session (a user without one: a session starting now, ended by the next logout). */
  async url(callId: number, user: SessionUser, nowMs = Date.now()): Promise<string> {
    const session = user.session ?? { issuedAtMs: nowMs, expiresAtMs: Number.POSITIVE_INFINITY };
    const expires = Math.min(
      Math.floor(nowMs / 1000) + RECORDING_URL_TTL_SECONDS,
      Math.floor(session.expiresAtMs / 1000),
    );
    const sig = await this.signature(callId, user.userId, session.issuedAtMs, expires);
    return `/api/cdrs/${callId}/recording?uid=${user.userId}&sid=${session.issuedAtMs}&exp=${expires}&sig=${sig}`;
  }

  /** The session a URL of this call was signed for, if the signature holds and it has not expired. */
  async verify(
    callId: number,
    query: { uid?: number; sid?: number; exp?: number; sig?: string },
  ): Promise<SignedSession | null> {
    if (!query.uid || query.sid === undefined || !query.exp || !query.sig) return null;
    if (query.exp * 1000 < Date.now()) return null;
    const expected = Buffer.from(await this.signature(callId, query.uid, query.sid, query.exp));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId: query.uid, issuedAtMs: query.sid, expiresAtMs: query.exp * 1000 };
  }
}
