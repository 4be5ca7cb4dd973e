import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ensureAppSecret } from '../auth/auth.repository.js';

const SECRET_NAME = 'recording_url_key';
/** Long enough for a CDR page left open for a shift's break; short enough not to be a standing link. */
export const RECORDING_URL_TTL_SECONDS = 6 * 3600;

/**
 * Signed recording URLs (docs/telephony.md): an <audio> element fetches its source itself, with
 * Range requests and without our bearer token, so a CDR answer gives each recording it shows a
 * URL signed for the user it was shown to, valid for a few hours, like a cloud store's presigned
 * URL. The key is kept in the database so that every API process accepts every URL.
 */
export class RecordingUrlSigner {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  private loadKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const secret = await ensureAppSecret(this.db, SECRET_NAME, randomBytes(32).toString('base64url'));
      return Buffer.from(secret, 'base64url');
    })();
    return this.key;
  }

  private async signature(callId: number, userId: number, expires: number): Promise<string> {
    return createHmac('sha256', await this.loadKey())
      .update(`${callId}.${userId}.${expires}`)
      .digest('base64url')
      .slice(0, 32);
  }

  async url(callId: number, userId: number, nowMs = Date.now()): Promise<string> {
    const expires = Math.floor(nowMs / 1000) + RECORDING_URL_TTL_SECONDS;
    const sig = await this.signature(callId, userId, expires);
    return `/api/cdrs/${callId}/recording?uid=${userId}&exp=${expires}&sig=${sig}`;
  }

  async verify(callId: number, query: { uid?: number; exp?: number; sig?: string }): Promise<boolean> {
    if (!query.uid || !query.exp || !query.sig) return false;
    if (query.exp * 1000 < Date.now()) return false;
    const expected = Buffer.from(await this.signature(callId, query.uid, query.exp));
    const given = Buffer.from(query.sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
