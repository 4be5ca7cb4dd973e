import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { authUserSchema, forgotPasswordSchema, tokenRequestSchema } from './auth.js';

/** Sign-in, sign-out and the forgotten-password request (SPEC.md 7.1). */
export const AUTH_ENDPOINTS = {
  token: {
    method: 'POST',
    path: '/oauth/token',
    summary: 'Password grant: returns the access token and the session user',
    tag: 'auth',
    access: 'public',
    effect: 'own-account',
    form: true,
    body: tokenRequestSchema,
    refusals: [
      { status: 400, error: 'invalid_grant', when: 'the user name or the password is wrong' },
      { status: 400, error: 'unsupported_grant_type', when: 'grant_type is not `password`' },
      { status: 401, error: 'invalid_client', when: 'the client id or secret is wrong' },
      { status: 403, error: 'no_role', when: 'the user has no role (SPEC.md 8)' },
      { status: 403, error: 'agent_blocked', when: 'the account is blocked; the message is the reason' },
      {
        status: 429,
        error: 'too_many_requests',
        when: 'too many failed logins from the address or for the user',
      },
    ],
    data: authUserSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Ends the session (audited)',
    tag: 'auth',
    access: 'authenticated',
    effect: 'own-account',
    data: z.null(),
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Asks an administrator of the user’s org to reset the password',
    tag: 'auth',
    access: 'public',
    effect: 'own-account',
    body: forgotPasswordSchema,
    refusals: [{ status: 429, error: 'too_many_requests', when: 'too many requests from the address' }],
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
