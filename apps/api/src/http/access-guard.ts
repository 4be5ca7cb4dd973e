import { type EndpointAccess, passesRoleList, pickLanguage } from '@leadline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { SessionUser } from './session-user.js';

/** Turns a bearer token into the session user, or throws the AppError the client expects. */
export type SessionResolver = (token: string) => Promise<SessionUser>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function isAllowed(access: EndpointAccess, user: SessionUser): boolean {
  if (access === 'public' || access === 'authenticated') return user.roles.length > 0;
  return passesRoleList(access, user.roles) && user.roles.length > 0;
}

/**
 * The one place every call's access row is enforced: public calls pass, the others need a
 * valid token (401 unauthorized / invalid_token) and a role the row lists (403 forbidden).
 */
export function installAccessGuard(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') {
      const token = bearerToken(request);
      if (token && access === 'public') request.sessionUser = await resolveSession(token).catch(() => null);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'unauthorized');
    const user = await resolveSession(token);
    if (!isAllowed(access, user)) throw new AppError(403, 'forbidden');
    request.sessionUser = user;
  });
}
