import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import type { TokenService } from '../auth/index.js';
import { recordSignInAfterPasswordChange } from '../presence/index.js';
import { changePassword, getAgentMe, setDialerMode } from './agent.service.js';

export function agentRoutes(app: FastifyInstance, ctx: AppContext, tokens: TokenService): void {
  registerEndpoint(app, ENDPOINTS.agentMe, async ({ trx, user }) => ({
    data: await getAgentMe(trx, user),
  }));

  registerEndpoint(app, ENDPOINTS.updateDialerProfile, async ({ trx, user, body }) => {
    return { data: await setDialerMode(trx, user, body) };
  });

  registerStepwiseEndpoint(app, ENDPOINTS.agentUpdate, async ({ scope, user, body, request }) => {
    // Stepwise: the sign-in below is recorded on the system database once the change has committed.
    const data = await scope(async (trx) => {
      const changed = await changePassword(trx, user, body, tokens, request.ip);
      // The user's other sessions end now: their tabs are told (on commit) and log out. The new
      // token is issued at the change, so the tab that changed it keeps working.
      const { issuedAtMs } = await tokens.verify(changed.access_token);
      await ctx.push.publish(
        { type: 'session.revoked', userId: user.userId, reason: 'password_changed', validAfter: issuedAtMs },
        trx,
      );
      return changed;
    });
    // Past the forced change, the user is at work: presence signs them in (Unavailable).
    await recordSignInAfterPasswordChange(ctx.systemDb, ctx.push, { id: user.userId, orgId: user.orgId });
    return { data };
  });
}
