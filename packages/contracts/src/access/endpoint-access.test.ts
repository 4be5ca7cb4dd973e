import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '../endpoint-definition.js';
import { ENDPOINTS, type EndpointKey } from '../endpoints.js';
import { READ_ONLY_ROLES, ROLE_CODES, ROLE_GROUPS, type RoleCode } from '../roles.js';
import { SPEC_CODES_SEEN, SPEC_ROLE_GROUPS, SPEC_ROUTE_LISTS } from '../testing/spec-section-6.js';
import { effectOf, isReadOnlyUser, mayCallEndpoint } from './endpoint-access.js';

type SpecList = `group.${string}` | `route.${string}`;

/**
 * Every call of the API and the SPEC.md 6 list(s) of the screen it serves: its access row may
 * not admit a role outside them. `public` calls are named here on purpose (a token endpoint, the
 * health check, signed recording URLs, the PBX webhook with its shared secret). A new endpoint
 * fails this test until it is added, so its roles are always weighed against SPEC.md 6.
 */
const BOUNDS: Record<EndpointKey, 'public' | SpecList | SpecList[]> = {
  health: 'public',
  healthLive: 'public',
  healthReady: 'public',
  token: 'public',
  forgotPassword: 'public',
  telephonyWebhook: 'public',
  logisticsWebhook: 'public',
  cdrRecording: 'public',
  logout: 'group.all',
  agentMe: 'group.all',
  agentUpdate: 'group.all',
  updateDialerProfile: 'group.staff',
  synonymObject: 'group.all',
  mySettings: 'group.all',
  myProfile: 'group.all',
  updateMyProfile: 'group.all',
  orgWebPhoneSettings: 'group.admin',
  updateOrgWebPhoneSettings: 'group.admin',
  orgPaymentAccount: 'group.admin',
  updateOrgPaymentAccount: 'group.admin',
  orgDeliveryCutoff: 'group.admin',
  updateOrgDeliveryCutoff: 'group.admin',
  orgPostbackNetworks: 'group.admin',
  createOrgPostbackNetwork: 'group.admin',
  updateOrgPostbackNetwork: 'group.admin',
  orgLogisticsPartners: 'group.admin',
  updateOrgLogisticsPartner: 'group.admin',
  updateMyLayout: 'group.all',
  updateMyShortcuts: 'group.all',
  updateMyHiddenMenu: 'group.all',
  listUsers: 'group.admin',
  getUser: 'group.admin',
  searchUsers: 'group.admin',
  createUser: 'group.admin',
  updateUser: 'group.admin',
  setUserActive: 'group.admin',
  resetUserPassword: 'group.admin',
  importUsers: 'group.admin',
  userImportTemplate: 'group.admin',
  listAgentGroups: 'group.admin',
  createAgentGroup: 'group.admin',
  updateAgentGroup: 'group.admin',
  addGroupAgents: 'group.admin',
  removeGroupAgent: 'group.admin',
  setGroupCampaigns: 'group.admin',
  // SPEC.md 7.8: the distribution screen's call (an Orders screen; team leaders and above).
  groupAgents: 'group.orders',
  locationProvinces: 'group.all',
  locationDistricts: 'group.all',
  locationWards: 'group.all',
  locationNeighborhoods: 'group.all',
  locationZipcodes: 'group.all',
  locationDeliveryServices: 'group.all',
  locationPostalCodes: 'group.all',
  locationLegacyWards: 'group.all',
  listProducts: 'group.all',
  getProduct: 'group.all',
  getCombo: 'group.all',
  listProductTypes: 'group.all',
  listPromotions: 'group.all',
  listWarehouses: 'group.all',
  productManagementList: 'group.product',
  productManagementGet: 'group.product',
  productCreate: 'group.product',
  productUpdate: 'group.product',
  productUsage: 'group.product',
  productTrash: 'group.product',
  productRestore: 'group.product',
  productStock: 'group.product',
  productStockAdjust: 'group.product',
  productHistory: 'group.product',
  promotionManagementList: 'group.product',
  promotionCreate: 'group.product',
  promotionUpdate: 'group.product',
  orderList: 'route.orderList',
  orderListSearch: 'route.orderList',
  orderListResell: 'route.orderList',
  orderListResellRouter: 'route.orderList',
  holdLead: 'route.orderList',
  orderManagement: 'route.orderManagement',
  orderManagementSearch: 'route.orderManagement',
  reassign: 'route.orderManagement',
  agents: 'route.orderManagement',
  orderExportManagement: 'route.orderManagement',
  // Marketing's own report (docs/exports.md): the campaign group reads it too.
  orderExportMarketer: ['route.orderManagement', 'group.campaign'],
  orderExportCommission: 'route.orderManagement',
  orderExportCollection: 'route.orderManagement',
  leadStatuses: 'group.all',
  soStatuses: 'group.all',
  doStatuses: 'group.all',
  paymentMethods: 'group.all',
  campaigns: 'group.all',
  callbackReasons: 'group.all',
  reasons: 'group.all',
  banks: 'group.all',
  orderDetail: 'group.orders',
  saveLead: 'group.orders',
  startCall: 'group.orders',
  checkConnectionUncall: 'group.orders',
  leadHistory: 'group.orders',
  recentOrders: 'group.orders',
  changePhone: 'group.orders',
  scheduleCallback: 'group.callback',
  updateSaleOrder: 'group.orders',
  createOrder: 'group.orders',
  createLead: 'group.orders',
  importLeads: 'group.orders',
  importFailedRows: 'group.orders',
  importTemplate: 'group.orders',
  campaignCallingLists: 'group.all',
  autoDialerNext: 'group.staff',
  webPhoneConfig: 'group.all',
  currentCall: 'group.all',
  dial: 'group.all',
  hangUp: 'group.all',
  mute: 'group.all',
  telephonySettings: 'group.admin',
  updateTelephonySettings: 'group.admin',
  cdrList: 'group.customers',
  cdrExport: 'group.customers',
  // The edit screen's Calls tab and the validation screen's play-recording dialog.
  leadCdr: ['group.orders', 'route.validation'],
  changeAgentActivity: 'group.all',
  agentActivityInstant: 'group.all',
  blockAgent: 'group.admin',
  liveBoard: 'group.monitor',
  pushStream: 'group.all',
  // Not in SPEC.md 6's route lists: ROUTE_ROLES.distribution, within the orders group.
  distributionCampaigns: 'group.orders',
  distributionResellCampaigns: 'group.orders',
  distributionProducts: 'group.orders',
  distributionTab: 'group.orders',
  distributionRecallView: 'group.orders',
  distributionGroups: 'group.orders',
  distributionAgents: 'group.orders',
  distributeToGroup: 'group.orders',
  distributeToAgents: 'group.orders',
  distributionRecall: 'group.orders',
  trashList: 'route.trashManagement',
  trashListFilter: 'route.trashManagement',
  trashTrashers: 'route.trashManagement',
  trashDetail: 'route.trashManagement',
  trashRestore: 'route.trashManagement',
  validationList: 'route.validation',
  validationListSearch: 'route.validation',
  validationDetail: 'route.validation',
  validateOrder: 'route.validation',
  validationExport: 'route.validation',
  fulfilmentSummary: 'route.validation',
  dashboardAgent: 'group.staff',
  dashboardTeam: 'group.orders',
  dashboardManager: 'group.monitor',
  dashboardFinance: 'route.reconcile',
  shippingList: 'route.shipping',
  shippingListSearch: 'route.shipping',
  shippingExport: 'route.shipping',
  shippingOrderDetail: 'route.shipping',
  shippingOrderHistory: 'route.shipping',
  shippingOrderItems: 'route.shipping',
  shippingCancel: 'route.shipping',
  shippingDhlStatus: 'route.shipping',
  reconcileList: 'route.reconcile',
  reconcileExport: 'route.reconcile',
  reconcileTemplate: 'route.reconcile',
  reconcileUpload: 'route.reconcile',
  reconcileOrder: 'route.reconcile',
  reconcileCodeLogs: 'route.reconcile',
  shippingImport: 'route.shipping',
  shippingImportTemplate: 'route.shipping',
  shippingPendingList: 'route.validation',
  shippingPendingListFilter: 'route.validation',
  shippingPendingFfm: 'route.validation',
  shippingPendingResend: 'route.validation',
  shippingPendingRemove: 'route.validation',
  shippingPendingExport: 'route.validation',
  transactionByLead: 'group.orders',
  generateQr: 'group.orders',
  transactionVerificationStatuses: 'route.transactionVerification',
  bankTransactionDetail: 'route.transactionVerification',
  bankTransactions: 'route.transactionVerification',
  bankTransactionVerification: 'route.transactionVerification',
  bankStatementImport: 'route.transactionVerification',
  bankWebhook: 'public',
  pendingPostbackList: 'group.all',
  postbackAttempts: 'group.all',
  manualPostback: 'group.all',
  resendPostbacks: 'group.all',
  postbackSimulator: 'public',
  callbackList: 'group.callback',
  callbackListFilter: 'group.callback',
  campaignList: 'group.campaign',
  campaignListFilter: 'group.campaign',
  campaignCreate: 'group.campaign',
  campaignUpdate: 'group.campaign',
  campaignConfigure: 'group.campaign',
  callingListCreate: 'group.campaign',
  callingListRename: 'group.campaign',
};

function specRoles(name: SpecList): number[] {
  const [kind, key] = name.split('.') as ['group' | 'route', string];
  const list = kind === 'group' ? SPEC_ROLE_GROUPS[key] : SPEC_ROUTE_LISTS[key];
  if (!list) throw new Error(`SPEC.md 6 has no ${name}`);
  return list;
}

const entries = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>);

describe('every endpoint against SPEC.md section 6', () => {
  it('every endpoint has its SPEC bound here, and every bound an endpoint', () => {
    expect(Object.keys(BOUNDS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(entries)('%s admits no role outside its SPEC list', (key, endpoint) => {
    const bound = BOUNDS[key as EndpointKey];
    if (bound === 'public') {
      expect(endpoint.access).toBe('public');
      return;
    }
    expect(endpoint.access, `${key} is public but SPEC gives it a list`).not.toBe('public');
    const allowed = new Set((Array.isArray(bound) ? bound : [bound]).flatMap(specRoles));
    const admitted =
      endpoint.access === 'authenticated' ? SPEC_CODES_SEEN : (endpoint.access as readonly number[]);
    for (const role of admitted) expect(allowed.has(role), `${key} admits role ${role}`).toBe(true);
  });

  it('the CDR list and its export are exactly the customers group; the callback schedule the callback group', () => {
    for (const key of ['cdrList', 'cdrExport'] as const)
      expect([...(ENDPOINTS[key].access as readonly number[])].sort()).toEqual(
        [...ROLE_GROUPS.customers].sort(),
      );
    expect([...(ENDPOINTS.scheduleCallback.access as readonly number[])].sort()).toEqual(
      [...ROLE_GROUPS.callback].sort(),
    );
  });
});

describe('read-only roles', () => {
  it('a GET reads and any other method writes unless the row says otherwise', () => {
    expect(effectOf({ method: 'GET' })).toBe('read');
    expect(effectOf({ method: 'POST' })).toBe('write');
    expect(effectOf({ method: 'PUT' })).toBe('write');
    expect(effectOf({ method: 'DELETE' })).toBe('write');
    expect(effectOf({ method: 'POST', effect: 'read' })).toBe('read');
    expect(effectOf({ method: 'GET', effect: 'write' })).toBe('write');
  });

  it('no write row lists a read-only role or admits every signed-in user: the row is what the server does', () => {
    const admittingReadOnly = entries
      .filter(([, endpoint]) => endpoint.access !== 'public' && effectOf(endpoint) === 'write')
      .filter(
        ([, endpoint]) =>
          endpoint.access === 'authenticated' ||
          (endpoint.access as readonly number[]).some((role) => READ_ONLY_ROLES.includes(role as RoleCode)),
      )
      .map(([key]) => key);
    expect(admittingReadOnly).toEqual([]);
  });

  it.each(entries.filter(([, endpoint]) => endpoint.access !== 'public' && effectOf(endpoint) === 'write'))(
    'the auditor alone may not call %s',
    (_key, endpoint) => {
      expect(mayCallEndpoint(endpoint, [28])).toBe(false);
    },
  );

  it('a user who also holds a writing role writes through it', () => {
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [28, 15])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [28])).toBe(false);
    // Role 28 is in the orders group, but not on the save's row: 22 grants the write here.
    expect(mayCallEndpoint(ENDPOINTS.saveLead, [22, 28])).toBe(true);
    expect(ENDPOINTS.saveLead.access).not.toContain(28);
  });

  it('reads and own-account calls stay open to the auditor', () => {
    expect(mayCallEndpoint(ENDPOINTS.orderManagementSearch, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.orderExportManagement, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.orderDetail, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.agentUpdate, [28])).toBe(true);
    expect(mayCallEndpoint(ENDPOINTS.logout, [28])).toBe(true);
  });

  it('only a user whose every role is read-only is read-only', () => {
    expect(isReadOnlyUser([28])).toBe(true);
    expect(isReadOnlyUser([28, 12])).toBe(false);
    expect(isReadOnlyUser([])).toBe(false);
  });

  it('every non-GET row that is not a write says why: it reads, or it is the caller’s own account', () => {
    const exempt = entries
      .filter(([, endpoint]) => endpoint.method !== 'GET' && effectOf(endpoint) !== 'write')
      .map(([key, endpoint]) => `${key}:${effectOf(endpoint)}`)
      .sort();
    // A POST that reads (filters, exports) or an own-account call: a change here is a decision
    // to write down in docs/permissions.md.
    expect(exempt).toEqual(
      [
        'agentUpdate:own-account',
        'bankTransactions:read',
        'cdrExport:read',
        'distributionRecallView:read',
        'distributionTab:read',
        'changeAgentActivity:own-account',
        'forgotPassword:own-account',
        'generateQr:read',
        'importFailedRows:read',
        'locationPostalCodes:read',
        'logout:own-account',
        'orderExportCollection:read',
        'callbackListFilter:read',
        'campaignListFilter:read',
        'orderExportCommission:read',
        'orderExportManagement:read',
        'orderExportMarketer:read',
        'orderListResell:read',
        'orderListSearch:read',
        'orderManagementSearch:read',
        'pendingPostbackList:read',
        'productManagementList:read',
        'promotionManagementList:read',
        'searchUsers:read',
        'reconcileExport:read',
        'reconcileList:read',
        'shippingExport:read',
        'shippingListSearch:read',
        'shippingPendingExport:read',
        'shippingPendingListFilter:read',
        'token:own-account',
        'trashListFilter:read',
        'updateDialerProfile:own-account',
        'updateMyHiddenMenu:own-account',
        'updateMyLayout:own-account',
        'updateMyProfile:own-account',
        'updateMyShortcuts:own-account',
        'validationExport:read',
        'validationListSearch:read',
      ].sort(),
    );
  });

  it('role codes are the SPEC codes', () => {
    expect([...ROLE_CODES].sort()).toEqual([...SPEC_CODES_SEEN].sort());
  });
});
