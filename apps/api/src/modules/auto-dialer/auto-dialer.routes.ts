import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { assertDialerAllowed, nextLead } from './auto-dialer.service.js';

/** The auto-dialer's next-lead call (docs/auto-dialer.md). */
export function autoDialerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.autoDialerNext, async ({ trx, user, body }) => {
    assertDialerAllowed(ctx.accessContext(user));
    const data = await nextLead(trx, user, body);
    return data.lead ? { data } : { data, messageKey: 'AUTO_DIALER.NO_LEAD' };
  });
}
