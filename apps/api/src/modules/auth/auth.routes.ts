import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  registerEndpoint(app, ENDPOINTS.token, async ({ body, request, reply }) => {
    const user = await auth.login(body, request.ip);
    reply.header('cache-control', 'no-store');
    return { data: user };
  });

  // Stepwise: the sessions and the presence hooks live on the system database, not in a scope.
  registerStepwiseEndpoint(app, ENDPOINTS.logout, async ({ user, request }) => {
    await auth.logout(user, request.ip);
    return { data: null };
  });

  registerEndpoint(app, ENDPOINTS.forgotPassword, async ({ body, request, language }) => {
    await auth.requestPasswordReset(body.username, request.ip, language);
    return { data: null, messageKey: 'AUTH.REQUEST_SENT' };
  });
}
