import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';

/** The liveness check (docs/api.md). */
export const HEALTH_ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: code 200 once the database is migrated',
    tag: 'system',
    access: 'public',
    data: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']), version: z.string() }),
  },
} as const satisfies Record<string, EndpointDefinition>;
