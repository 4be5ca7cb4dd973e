import type { EndpointKey } from '@leadline/contracts';

/**
 * What each write of ENDPOINTS does about the audit log: the actions it writes (a change to
 * settings, money, permissions or bulk data, in the change's transaction, with the user and the
 * address), or why it writes none. Every call whose effect is a write is named here: a new one
 * fails audit-coverage.test.ts until someone decides (docs/security.md "Audit").
 */
export type AuditRule = { readonly audits: readonly string[] } | { readonly notAudited: string };

const ONE_LEAD = 'one lead or order changed on its own screen: its history records who, when and what';
const A_CALL = 'a call: its CDR row records who called whom and when';
const A_MACHINE = 'a partner machine’s push authenticated by its secret, no user: its own records keep it';
const ONE_DO = 'one delivery order: its history and tracking log record who, when and what';

export const WRITE_AUDIT: Partial<Record<EndpointKey, AuditRule>> = {
  // Permissions: users and their roles, agent groups, blocking an agent.
  createUser: { audits: ['user_created'] },
  updateUser: { audits: ['user_updated'] },
  setUserActive: { audits: ['user_deactivated', 'user_reactivated'] },
  resetUserPassword: { audits: ['user_password_reset'] },
  importUsers: { audits: ['user_created'] },
  createAgentGroup: { audits: ['agent_group_created'] },
  updateAgentGroup: { audits: ['agent_group_updated', 'agent_group_deactivated', 'agent_group_reactivated'] },
  addGroupAgents: { audits: ['agent_group_members_added'] },
  removeGroupAgent: { audits: ['agent_group_member_removed'] },
  setGroupCampaigns: { audits: ['agent_group_campaigns_set'] },
  blockAgent: { audits: ['agent_blocked'] },

  // Settings of the org.
  updateOrgWebPhoneSettings: { audits: ['org_settings_updated'] },
  updateOrgPaymentAccount: { audits: ['org_settings_updated'] },
  updateOrgDeliveryCutoff: { audits: ['org_settings_updated'] },
  updateOrgDeliveryRiskSettings: { audits: ['org_settings_updated'] },
  updateOrgLogisticsPartner: { audits: ['org_settings_updated'] },
  createOrgPostbackNetwork: { audits: ['postback_network_created'] },
  updateOrgPostbackNetwork: { audits: ['postback_network_updated', 'postback_network_disabled'] },
  updateTelephonySettings: { audits: ['telephony_settings_updated'] },
  campaignCreate: { audits: ['campaign.create'] },
  campaignUpdate: { audits: ['campaign.update'] },
  campaignConfigure: { audits: ['campaign.configure'] },
  callingListCreate: { audits: ['calling-list.create'] },
  callingListRename: { audits: ['calling-list.rename'] },

  // Money: prices, stock, promotions, bank transfers.
  productCreate: { audits: ['create'] },
  productUpdate: { audits: ['update'] },
  productTrash: { audits: ['trash'] },
  productRestore: { audits: ['restore'] },
  productStockAdjust: { audits: ['stock'] },
  promotionCreate: { audits: ['create'] },
  promotionUpdate: { audits: ['update'] },
  bankTransactionVerification: { audits: ['bank_transaction_verified', 'bank_transaction_rejected'] },
  bankStatementImport: { audits: ['bank_statement_imported'] },

  // Bulk data: many leads or delivery orders at once, imported files.
  importLeads: { audits: ['leads_imported'] },
  reassign: { audits: ['leads_reassigned'] },
  distributeToGroup: { audits: ['distribution.distribute'] },
  distributeToAgents: { audits: ['distribution.distribute'] },
  distributionRecall: { audits: ['distribution.recall'] },
  reconcileUpload: { audits: ['reconcile_imported'] },
  shippingImport: { audits: ['delivery_orders_imported'] },
  shippingPendingRemove: { audits: ['delivery_orders_removed'] },

  // Not audited, and why.
  holdLead: {
    notAudited: 'one lead held for its agent for minutes; its hold columns say who and until when',
  },
  saveLead: { notAudited: ONE_LEAD },
  changePhone: { notAudited: ONE_LEAD },
  scheduleCallback: { notAudited: ONE_LEAD },
  updateSaleOrder: { notAudited: `${ONE_LEAD} (the sale order's revisions with their prices)` },
  createOrder: { notAudited: ONE_LEAD },
  createLead: { notAudited: ONE_LEAD },
  trashRestore: { notAudited: ONE_LEAD },
  validateOrder: { notAudited: ONE_LEAD },
  startCall: { notAudited: A_CALL },
  dial: { notAudited: A_CALL },
  hangUp: { notAudited: A_CALL },
  mute: { notAudited: A_CALL },
  autoDialerNext: { notAudited: `the next lead assigned to the calling agent: ${ONE_LEAD}` },
  telephonyWebhook: { notAudited: A_MACHINE },
  logisticsWebhook: { notAudited: A_MACHINE },
  bankWebhook: { notAudited: A_MACHINE },
  shippingCancel: { notAudited: ONE_DO },
  shippingDhlStatus: { notAudited: ONE_DO },
  shippingPendingResend: {
    notAudited: 'sends again DOs already ordered: each send, its partner and outcome are in the DO’s history',
  },
  reconcileOrder: {
    notAudited: 'one DO matched again against file rows whose import is audited; its history records it',
  },
  manualPostback: {
    notAudited: 'one lead’s outcome told to its network again: the postback’s attempt log keeps every try',
  },
  resendPostbacks: {
    notAudited: 'postbacks already queued sent again: the postback’s attempt log keeps every try',
  },
};
