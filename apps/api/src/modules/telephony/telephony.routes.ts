import { ENDPOINTS, TELEPHONY_SECRET_HEADER } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint, registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { telephonyFor } from './telephony.service.js';

/** The web phone's calls, the telephony settings and the PBX webhook (docs/telephony.md). */
export function telephonyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const telephony = telephonyFor(ctx);
  app.addHook('onReady', () => telephony.recoverAbandonedCalls());
  app.addHook('onClose', async () => telephony.close());

  registerEndpoint(app, ENDPOINTS.webPhoneConfig, async ({ trx, user }) => ({
    data: await telephony.webPhoneConfig(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.currentCall, async ({ trx, user }) => ({
    data: await telephony.currentCall(trx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dial, async ({ scope, user, body }) => ({
    data: await telephony.dial(scope, user, body.phone),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.hangUp, async ({ scope, user, params }) => ({
    data: await telephony.hangUp(scope, user, params.callId),
  }));
  registerEndpoint(app, ENDPOINTS.mute, async ({ trx, user, params, body }) => ({
    data: await telephony.setMuted(trx, user, params.callId, body.muted),
  }));
  registerEndpoint(app, ENDPOINTS.telephonySettings, async ({ trx, user }) => ({
    data: await telephony.settings(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateTelephonySettings, async ({ trx, user, body }) => ({
    data: await telephony.updateSettings(trx, user, body),
  }));
  registerEndpoint(app, ENDPOINTS.telephonyWebhook, async ({ params, body, request }) => {
    const header = request.headers[TELEPHONY_SECRET_HEADER];
    const secret = Array.isArray(header) ? header[0] : header;
    return { data: await telephony.webhook(params.orgCode, secret, body) };
  });
}
