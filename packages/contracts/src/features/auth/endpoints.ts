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
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
