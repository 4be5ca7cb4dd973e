import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { DIALER_ROLES } from '../../roles.js';
import { changePasswordSchema } from '../auth/index.js';
import { agentMeSchema, dialerProfileSchema } from './agent.js';

/** The session user's own account: who they are, their password, their dialer mode (SPEC.md 7.1). */
export const AGENT_ENDPOINTS = {
  agentMe: {
    method: 'GET',
    path: '/api/agent/me',
    summary: 'The session user: info, timestamp, dialer_profile',
    tag: 'agent',
    access: 'authenticated',
    data: agentMeSchema,
  },
  agentUpdate: {
    method: 'PUT',
    path: '/api/agent/update',
    summary: 'Changes the caller’s password',
    tag: 'agent',
    access: 'authenticated',
    effect: 'own-account',
    body: changePasswordSchema,
    // The caller keeps working with a fresh token; every other session of the user ends.
    refusals: [
      { status: 400, error: 'password_not_match', when: 'the old password is wrong' },
      { status: 400, error: 'password_reused', when: 'the new password is the old one' },
    ],
    data: z.object({ pwdEpoch: z.number().int(), access_token: z.string() }),
  },
  updateDialerProfile: {
    method: 'PUT',
    path: '/api/agent/dialer-profile',
    summary: 'Stores the agent’s dialer mode (manual or auto), chosen at /auth/login-auto-dial',
    tag: 'agent',
    access: DIALER_ROLES,
    effect: 'own-account',
    body: dialerProfileSchema,
    data: dialerProfileSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
