import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AgentGroupTables, UserAgentGroupColumns } from './tables/agent-groups.js';
import type {
  CallbackReminderColumns,
  CampaignCallbackTables,
  CampaignConfigurationColumns,
} from './tables/campaigns-callbacks.js';
import type { Timestamp } from './tables/column-types.js';
import type { DeliveryRiskTables, SaleOrderDeliveryRiskColumns } from './tables/delivery-risk.js';
import type { CallsTable, DeliveryOrdersTable, OrdersTables } from './tables/leads-orders.js';
import type { DeliveryOrderLogisticsColumns, LogisticsTables } from './tables/logistics.js';
import type { OrgSettingsTables } from './tables/org-settings.js';
import type { PaymentTables } from './tables/payments.js';
import type { PostbackTables } from './tables/postbacks.js';
import type { PresenceTables } from './tables/presence.js';
import type {
  ComboElementWeightColumns,
  ProductTrashColumns,
  PromotionUpdatedColumns,
} from './tables/products.js';
import type { ReconcileTables } from './tables/reconcile.js';
import type { SaleOrderPaymentTables } from './tables/sale-order-payments.js';
import type {
  DeliveryOrderShippingPendingColumns,
  ShippingPendingTables,
} from './tables/shipping-pending.js';
import type { CallTelephonyColumns, TelephonyTables } from './tables/telephony.js';
import type {
  DeliveryOrderValidationColumns,
  SaleOrderValidationColumns,
  ValidationTables,
} from './tables/validation.js';

/**
 * Table types as Kysely sees them through CamelCasePlugin (columns are snake_case in SQL).
 * Naming for every module: plural snake_case tables, `id` identity keys, `org_id` on every
 * business row (row-level security keys on it), `created_at`/`updated_at` timestamptz in UTC.
 */

export interface OrgsTable {
  id: number;
  code: string;
  name: string;
  country: string | null;
  timeZone: string;
  currency: string;
  phoneRegion: string | null;
  sapFlow: boolean;
  isTest: boolean;
}

export interface RolesTable {
  id: number;
  slug: string;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  orgId: number;
  userName: string;
  fullName: string;
  userType: Generated<string>;
  passwordHash: string;
  passwordExpiresAt: Timestamp;
  passwordChangedAt: Timestamp | null;
  /** Set by an administrator (a new user, a reset): to be replaced at the first sign-in. */
  passwordTemporary: Generated<boolean>;
  /** Tokens issued before this instant are refused (password change, forced logout). */
  tokensValidAfter: ColumnType<Date, Date | string | undefined, Date | string>;
  active: Generated<boolean>;
  blockedReason: string | null;
  photoUrl: string | null;
  dialerMode: string | null;
  /** The list the user works (0008_order_lists.sql): 'normal', 'resell', or null (by role). */
  routerProcessingLeads: 'normal' | 'resell' | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface UserRolesTable {
  userId: number;
  orgId: number;
  roleId: number;
  /** The first role (position 0) decides the landing page (SPEC.md 2.4). */
  position: number;
}

export interface UserSettingsTable {
  userId: number;
  orgId: number;
  layout: JSONColumnType<Record<string, unknown>>;
  hiddenMenu: JSONColumnType<string[]>;
  updatedAt: Generated<Date>;
}

export interface UserShortcutsTable {
  userId: number;
  orgId: number;
  routeKey: string;
  position: number;
}

export interface SynonymsTable {
  id: number;
  typeId: number;
  type: string;
  value: number;
  name: string;
  nameVi: string;
  dscr: string | null;
  sort: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  orgId: number;
  userId: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  createdAt: Generated<Date>;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  /** 'login' or 'password_reset' (0010_login_attempt_kinds.sql). */
  kind: Generated<string>;
  userName: string;
  ip: string;
  succeeded: boolean;
  createdAt: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** Every table; those of migrations 0004 to 0007 are declared in db/tables/ (one file a migration). */
export interface Database
  extends OrdersTables,
    PresenceTables,
    TelephonyTables,
    SaleOrderPaymentTables,
    ValidationTables,
    LogisticsTables,
    ShippingPendingTables,
    AgentGroupTables,
    PaymentTables,
    PostbackTables,
    ReconcileTables,
    CampaignCallbackTables,
    OrgSettingsTables,
    DeliveryRiskTables {
  /** 0026_campaigns_callbacks.sql adds the reminder and done times, and the campaign's configuration. */
  callbacks: OrdersTables['callbacks'] & CallbackReminderColumns;
  campaigns: OrdersTables['campaigns'] & CampaignConfigurationColumns;
  /** 0006_telephony.sql adds the CDR's state, ringing time, mute flag and end reason. */
  calls: CallsTable & CallTelephonyColumns;
  /** 0011_validation.sql adds the validation, 0035_delivery_risk.sql the score kept at approval. */
  saleOrders: OrdersTables['saleOrders'] & SaleOrderValidationColumns & SaleOrderDeliveryRiskColumns;
  /** 0011_validation.sql adds the warehouse and schedule, 0012_logistics.sql what sending to a partner needs. */
  deliveryOrders: DeliveryOrdersTable &
    DeliveryOrderValidationColumns &
    DeliveryOrderLogisticsColumns &
    DeliveryOrderShippingPendingColumns;
  orgs: OrgsTable;
  roles: RolesTable;
  /** 0018_agent_groups.sql adds the agent's group. */
  users: UsersTable & UserAgentGroupColumns;
  userRoles: UserRolesTable;
  userSettings: UserSettingsTable;
  userShortcuts: UserShortcutsTable;
  synonyms: SynonymsTable;
  auditLog: AuditLogTable;
  loginAttempts: LoginAttemptsTable;
  appSecrets: AppSecretsTable;
  productTypes: ProductTypesTable;
  /** 0022_product_management.sql adds trash, combo element weights and promotion change times. */
  products: ProductsTable & ProductTrashColumns;
  comboElements: ComboElementsTable & ComboElementWeightColumns;
  warehouses: WarehousesTable;
  stock: StockTable;
  promotions: PromotionsTable & PromotionUpdatedColumns;
  addressUnits: AddressUnitsTable;
  legacyWardMappings: LegacyWardMappingsTable;
  postalCodes: PostalCodesTable;
  neighborhoods: NeighborhoodsTable;
  deliveryServices: DeliveryServicesTable;
}

/** Locations (0002_locations.sql): shared reference units, and the org-owned delivery services. */
export interface AddressUnitsTable {
  /** Derived from the data (docs/locations.md), the same in every database. */
  id: number;
  country: string;
  scheme: 'VN2025' | 'VN_LEGACY' | 'TH';
  /** 1 province, 2 district, 3 ward / commune / sub-district. */
  level: number;
  parentId: number | null;
  code: string | null;
  name: string;
  nameEn: string | null;
}

export interface LegacyWardMappingsTable {
  legacyUnitId: number;
  unitId: number;
  partial: boolean;
}

export interface PostalCodesTable {
  code: string;
  unitId: number;
  country: string;
}

export interface NeighborhoodsTable {
  id: Generated<number>;
  unitId: number;
  name: string;
  nameEn: string | null;
}

export interface DeliveryServicesTable {
  id: Generated<number>;
  orgId: number;
  /** A province (level 1 unit). */
  regionId: number;
  partner: 'GENERAL' | 'DHL' | 'KERRY' | 'SAP';
  name: string;
  sameDay: Generated<boolean>;
  nextDay: Generated<boolean>;
  cod: Generated<boolean>;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

// Products (migration 0003, modules/products).

export interface ProductTypesTable {
  /** 1 plain product, 2 combo, 3 free-of-charge item (contracts PRODUCT_TYPE). */
  id: number;
  name: string;
  nameVi: string;
}

export interface ProductsTable {
  id: Generated<number>;
  orgId: number;
  sku: string;
  name: string;
  productType: number;
  /** Pipe-separated price tiers in minor units ('390000|690000|990000'); the price is the first. */
  price: string;
  listPrice: string | null;
  dscr: string | null;
  dscrForAgent: string | null;
  /** 1 active, 0 inactive. */
  status: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ComboElementsTable {
  orgId: number;
  comboId: number;
  productId: number;
  quantity: number;
}

export interface WarehousesTable {
  id: Generated<number>;
  orgId: number;
  code: string;
  name: string;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface StockTable {
  orgId: number;
  warehouseId: number;
  productId: number;
  /** Units on hand. */
  available: Generated<number>;
  /** Units promised to open sale orders; may exceed available (docs/products.md). */
  reserved: Generated<number>;
  updatedAt: Generated<Date>;
}

export interface PromotionsTable {
  id: Generated<number>;
  orgId: number;
  code: string;
  name: string;
  /** null: any product of the org. */
  productId: number | null;
  discountPercent: number | null;
  discountAmount: number | null;
  minQuantity: Generated<number>;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
}
