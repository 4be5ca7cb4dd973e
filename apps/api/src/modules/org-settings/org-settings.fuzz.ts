import { ORG_ID } from '@leadline/contracts';
import { sql } from 'kysely';
import { type FuzzBaselines, oneRow } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  updateMyProfile: () => ({ body: { fullName: 'Fuzz Profile' } }),
  updateOrgWebPhoneSettings: (fx) => ({
    body: { webPhoneUrl: 'https://phone.example.vn', webPhoneUserIds: [fx.agentId] },
  }),
  updateOrgPaymentAccount: () => ({
    body: {
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0071000100004',
      accountName: 'CONG TY LEADLINE VN1',
      promptPayTarget: null,
      qrEnabled: true,
    },
  }),
  updateOrgDeliveryCutoff: () => ({
    body: { enabled: false, cutoffTime: '16:00', workingDays: [1, 2, 3, 4, 5, 6] },
  }),
  updateOrgDeliveryRiskSettings: () => ({ body: { thresholds: { mediumFrom: 0.2, highFrom: 0.35 } } }),
  createOrgPostbackNetwork: () => ({
    body: {
      code: 'Fuzz network',
      name: 'Fuzz',
      urlTemplate: 'https://t.example/pb?c={click_id}',
      payouts: { approved: 1000 },
      currency: 'VND',
      active: true,
    },
  }),
  updateOrgLogisticsPartner: () => ({
    params: { partner: 'general' },
    body: { enabled: true, baseUrl: null, options: { note: 'fuzz' }, credentials: {} },
  }),
  updateOrgPostbackNetwork: async (fx) => {
    const network = await oneRow(
      fx.db,
      sql<{
        id: number;
        code: string;
      }>`SELECT id, code FROM postback_networks WHERE org_id = ${ORG_ID.VN1} ORDER BY id LIMIT 1`,
    );
    return {
      params: { id: network.id },
      body: {
        code: network.code,
        name: network.code,
        urlTemplate:
          'http://network-simulator.invalid/api/postbacks/simulator/4?subid={click_id}&status={status}',
        payouts: { approved: 1000 },
        currency: 'VND',
        active: true,
      },
    };
  },
};
