import { ENDPOINTS, TELEPHONY_SECRET_HEADER } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
import { telephonyFor } from './telephony.service.js';

/** The web phone's calls, the telephony settings and the PBX webhook (docs/telephony.md). */
export function telephonyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const telephony = telephonyFor(ctx);
  app.addHook('onReady', () => telephony.recoverAbandonedCalls());
  app.addHook('onClose', async () => telephony.close());

  registerStepwiseEndpoint(app, ENDPOINTS.webPhoneConfig, async ({ user }) => ({
    data: await telephony.webPhoneConfig(user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.currentCall, async ({ user }) => ({
    data: await telephony.currentCall(user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.dial, async ({ user, body }) => ({
    data: await telephony.dial(user, body.phone),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.hangUp, async ({ user, params }) => ({
    data: await telephony.hangUp(user, params.callId),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.mute, async ({ user, params, body }) => ({
    data: await telephony.setMuted(user, params.callId, body.muted),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.telephonySettings, async ({ user }) => ({
    data: await telephony.settings(user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateTelephonySettings, async ({ user, body }) => ({
    data: await telephony.updateSettings(user, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.telephonyWebhook, async ({ params, body, request }) => {
    const header = request.headers[TELEPHONY_SECRET_HEADER];
    const secret = Array.isArray(header) ? header[0] : header;
    return { data: await telephony.webhook(params.orgCode, secret, body) };
  });
}
