import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  registerStepwiseEndpoint(app, ENDPOINTS.token, async ({ body, request, reply }) => {
    const user = await auth.login(body, request.ip);
    reply.header('cache-control', 'no-store');
    return { data: user };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.logout, async ({ user, request }) => {
    await auth.logout(user, request.ip);
    return { data: null };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.forgotPassword, async ({ body, request, language }) => {
    await auth.requestPasswordReset(body.username, request.ip, language);
    return { data: null, messageKey: 'AUTH.REQUEST_SENT' };
  });
}
