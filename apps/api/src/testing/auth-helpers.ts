import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { TestServer } from './test-server.js';

/** A fixed signing secret for test servers that need to forge tokens (pass it as JWT_SECRET). */
export const TEST_JWT_SECRET = 'leadline-test-secret-0123456789-abcdefghij';

/** Signs an access token the way the server does, with chosen times, for expiry and forgery tests. */
export function signTestToken(options: {
  secret?: string;
  userId: number;
  userName: string;
  orgId: number;
  roles: number[];
  issuedAt: number;
  expiresAt: number;
}): Promise<string> {
  return new SignJWT({ user_name: options.userName, org_id: options.orgId, roles: options.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(options.userId))
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresAt)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

export interface TokenCall {
  fields: Record<string, string>;
  /** The caller's address (request.ip); the login rate limit counts per address. */
  ip?: string;
  language?: string;
}

/** POST /oauth/token, form-encoded, with the test server's client credentials unless overridden. */
export function requestToken(server: TestServer, { fields, ip, language }: TokenCall) {
  return server.call<Record<string, unknown> | null>({
    method: 'POST',
    url: '/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: server.config.webClient.id,
      client_secret: server.config.webClient.secret,
      ...fields,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** The id of a demo user, read with the system connection. */
export async function userIdOf(server: TestServer, userName: string): Promise<number> {
  const row = await server.engine.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A test file's calls as demo users: `token(userName)` logs each user in once, `call(userName,
 * method, url, payload?)` calls the API with it. `server` is read at call time (set in beforeAll).
 */
export function demoCallers(server: () => TestServer) {
  const tokens = new Map<string, string>();
  const token = async (userName: string): Promise<string> => {
    const known = tokens.get(userName);
    if (known) return known;
    const fresh = await server().login(userName);
    tokens.set(userName, fresh);
    return fresh;
  };
  const call = async <T>(
    userName: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server().call<T>({ method, url, token: await token(userName), ...(payload ? { payload } : {}) });
  return { token, call };
}
