import type { AccessTokenClaims } from '@leadline/contracts';

/** Reads a JWT's claims without verifying it (the server does); null when malformed. */
export function decodeToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenClaims;
  } catch {
    return null;
  }
}

/** SPEC.md 5: a token is valid only if its expiry time is in the future. */
export function isTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const claims = decodeToken(token);
  return claims !== null && typeof claims.exp === 'number' && claims.exp * 1000 > now;
}
