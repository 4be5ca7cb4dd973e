import {
  ENDPOINTS,
  type EndpointDefinition,
  effectOf,
  isReadOnlyUser,
  mayCallEndpoint,
  pickLanguage,
} from '@leadline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './app-error.js';
import type { SessionUser } from './session-user.js';

/** Turns a bearer token into the session user, or throws the AppError the client expects. */
export type SessionResolver = (token: string) => Promise<SessionUser>;

type EndpointRule = Pick<EndpointDefinition, 'access' | 'method' | 'effect'>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The contracts' rows by "METHOD path", so the guard reads the one table, not a copy per route. */
const RULES = new Map<string, EndpointRule>(
  Object.values(ENDPOINTS as Record<string, EndpointDefinition>).map((endpoint) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

function ruleOf(request: FastifyRequest): EndpointRule | undefined {
  const { method, url, config } = request.routeOptions;
  const rule = typeof method === 'string' && url ? RULES.get(`${method} ${url}`) : undefined;
  if (rule) return rule;
  // A route outside the table (the SPA, the docs) may still name an access row of its own.
  return config?.access === undefined ? undefined : { access: config.access, method: 'GET' };
}

export function isAllowed(rule: EndpointRule, user: SessionUser): boolean {
  return mayCallEndpoint(rule, user.roles);
}

/**
 * The one place every call's access row is enforced: public calls pass, the others need a
 * valid token (401 unauthorized / invalid_token) and a role the row lists (403 forbidden); a
 * write's row lists no read-only role (contracts' roles.ts `writersAmong`). A read-only user's reads run in a READ ONLY
 * transaction (`readOnly` on the session user, app-context.ts), so a call that writes while it
 * claims to read fails in PostgreSQL rather than writing. The session user carries the request's
 * address (`sourceIp`) to the audit rows its services write.
 */
export function installAccessGuard(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
    const rule = ruleOf(request);
    if (rule === undefined || rule.access === 'public') {
      const token = bearerToken(request);
      if (token && rule?.access === 'public')
        request.sessionUser = await resolveSession(token).catch(() => null);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await resolveSession(token);
    if (!isAllowed(rule, user)) throw forbidden();
    const readOnly = effectOf(rule) === 'read' && isReadOnlyUser(user.roles);
    request.sessionUser = { ...user, sourceIp: request.ip, ...(readOnly ? { readOnly } : {}) };
  });
}
