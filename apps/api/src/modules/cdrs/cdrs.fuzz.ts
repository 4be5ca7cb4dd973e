import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  leadCdr: (fx) => ({ params: { leadId: fx.lead.id } }),
  cdrList: (fx) => ({ query: { leadId: String(fx.lead.id), agentId: String(fx.agentId), phone: '09' } }),
  cdrExport: (fx) => ({ body: { leadId: fx.lead.id, agentId: [fx.agentId] } }),
  cdrRecording: (fx) => ({ params: { callId: fx.callId }, query: {} }),
};
