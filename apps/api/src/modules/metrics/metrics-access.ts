import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/app-error.js';

/** Headers a reverse proxy adds: a request carrying one came from elsewhere through the proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function bearerToken(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Who may read /api/metrics (docs/security.md): the figures name every route, the job kinds and
 * the load, so they must not reach the public internet.
 *
 * - `METRICS_TOKEN` set: a caller sends `Authorization: Bearer <token>`, from anywhere (401
 *   unauthorized without one, 403 forbidden with another).
 * - unset: a direct connection from this machine's loopback only, without a proxy's forwarding
 *   header: a reverse proxy on the same host connects from loopback too, and would otherwise
 *   hand the endpoint to whoever reaches the proxy. The socket's address is read, not
 *   `request.ip`, which TRUST_PROXY takes from a header the caller writes.
 */
export function checkMetricsAccess(request: FastifyRequest, metricsToken: string | null): void {
  if (metricsToken !== null) {
    const token = bearerToken(request);
    if (token === null) throw unauthorized();
    // Digests of equal length: the comparison takes the same time whatever the token sent.
    if (!timingSafeEqual(digest(token), digest(metricsToken))) throw forbidden();
    return;
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (forwarded || !isLoopback(request.socket.remoteAddress)) throw forbidden();
}
