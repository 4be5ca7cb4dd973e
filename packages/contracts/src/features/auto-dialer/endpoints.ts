import type { EndpointDefinition } from '../../endpoint-definition.js';
import { DIALER_ROLES } from '../../roles.js';
import { autoDialerNextBodySchema, autoDialerNextSchema } from './auto-dialer.js';

/** The auto-dialer's call (docs/auto-dialer.md). */
export const AUTO_DIALER_ENDPOINTS = {
  autoDialerNext: {
    method: 'POST',
    path: '/api/auto-dialer/next',
    summary:
      'The agent’s next lead to call: their oldest assigned lead that still needs a call, else one lead of the org’s pool assigned to them now',
    tag: 'auto-dialer',
    access: DIALER_ROLES,
    effect: 'write',
    body: autoDialerNextBodySchema,
    data: autoDialerNextSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
