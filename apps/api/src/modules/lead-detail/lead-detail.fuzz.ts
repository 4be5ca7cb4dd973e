import {
  type FuzzBaselines,
  freshPhone,
  leadVersion,
  orderLines,
  saleOrderVersion,
} from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  orderDetail: (fx) => ({ params: { typeLead: 'lead', leadId: fx.lead.id } }),
  saveLead: async (fx) => ({
    params: { leadId: fx.lead.id },
    body: { version: await leadVersion(fx, fx.lead.id), customerName: 'Fuzz Customer', note: 'fuzz' },
  }),
  startCall: (fx) => ({ params: { phone: fx.lead.phone }, query: { leadId: String(fx.lead.id) } }),
  checkConnectionUncall: (fx) => ({ params: { leadId: fx.lead.id } }),
  leadHistory: (fx) => ({ params: { leadId: fx.lead.id } }),
  recentOrders: (fx) => ({ params: { leadId: fx.lead.id } }),
  changePhone: async (fx) => ({
    params: { leadId: fx.lead.id },
    body: { version: await leadVersion(fx, fx.lead.id), phone: freshPhone() },
  }),
  scheduleCallback: (fx) => ({
    body: {
      leadId: fx.lead.id,
      leadStatus: 35,
      reasonId: fx.callbackReasonId,
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      note: 'fuzz',
    },
  }),
  updateSaleOrder: async (fx) => ({
    params: { soId: fx.saleOrderId },
    body: { version: await saleOrderVersion(fx, fx.saleOrderId), ...orderLines(fx), note: 'fuzz' },
  }),
  createOrder: (fx) => ({
    params: { typeLead: 'lead' },
    body: {
      customerName: 'Fuzz Order',
      phone: freshPhone(),
      campaignId: fx.campaignId,
      provinceId: fx.provinceId,
      wardId: fx.wardId,
      street: '1 Fuzz street',
      zipcode: '10000',
      note: 'fuzz',
      saleOrder: orderLines(fx),
    },
  }),
};
