import { type FuzzBaselines, freshPhone } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  dial: () => ({ body: { phone: freshPhone() } }),
  hangUp: (fx) => ({ params: { callId: fx.callId } }),
  mute: (fx) => ({ params: { callId: fx.callId }, body: { muted: true } }),
  updateTelephonySettings: (fx) => ({ body: { webPhoneUserIds: [fx.agentId] } }),
  telephonyWebhook: (fx) => ({ params: { orgCode: 'VN1' }, body: { callId: fx.callId, event: 'ringing' } }),
};
