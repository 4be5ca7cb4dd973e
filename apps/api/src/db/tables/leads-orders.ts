import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables of migration 0004_leads_orders.sql, as Kysely sees them (camelCase). */
export interface ReasonsTable {
  id: number;
  kind: string;
  name: string;
  nameVi: string;
  sort: number;
}

export interface PaymentMethodsTable {
  id: number;
  code: string;
  name: string;
  nameVi: string;
  sort: number;
}

export interface BanksTable {
  id: number;
  country: string;
  code: string;
  shortName: string;
  name: string;
}

export interface CampaignsTable {
  id: Generated<number>;
  orgId: number;
  code: string;
  name: string;
  network: string | null;
  offerProductId: number | null;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface CallingListsTable {
  id: Generated<number>;
  orgId: number;
  campaignId: number;
  name: string;
  createdAt: Generated<Date>;
}

export interface LeadsTable {
  id: Generated<number>;
  orgId: number;
  typeLead: ColumnType<'lead' | 'so', 'lead' | 'so' | undefined, 'lead' | 'so'>;
  campaignId: number | null;
  callingListId: number | null;
  customerName: string;
  phoneRaw: string;
  phoneE164: string | null;
  /** 0036: generated, the E.164 form else the raw digits (the delivery risk's customer); never written. */
  phoneKey: ColumnType<string | null, never, never>;
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  neighborhood: string | null;
  zipcode: string | null;
  street: string | null;
  offerProductId: number | null;
  sourceNetwork: string | null;
  sourcePublisher: string | null;
  clickId: string | null;
  assigneeId: number | null;
  assignedAt: Date | null;
  leadStatus: Generated<number>;
  reasonId: number | null;
  callAttempts: Generated<number>;
  lastCallAt: Date | null;
  nextCallbackAt: Date | null;
  /** 0023: when a lead saved Busy or No answer is due to be dialled again (null: now). */
  nextAttemptAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  duplicateOfId: number | null;
  sourceSaleOrderId: number | null;
  ageRange: number | null;
  customerJob: number | null;
  note: string | null;
  heldBy: number | null;
  heldUntil: Date | null;
  /** Migration 0013 (docs/trash.md): kept by a trigger; trashedBy set by whoever trashes. */
  trashedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  trashedBy: ColumnType<number | null, number | null | undefined, number | null>;
  statusBeforeTrash: ColumnType<number | null, number | null | undefined, number | null>;
  version: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CallsTable {
  id: Generated<number>;
  orgId: number;
  leadId: number | null;
  agentId: number;
  phone: string;
  assignmentAt: Date | null;
  startedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  answeredAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
  disposition: string | null;
  recordingUrl: string | null;
  provider: Generated<string>;
  providerCallId: string | null;
}

export interface CallbacksTable {
  id: Generated<number>;
  orgId: number;
  leadId: number;
  agentId: number;
  scheduledAt: Date;
  reasonId: number | null;
  note: string | null;
  done: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface SaleOrdersTable {
  id: Generated<number>;
  orgId: number;
  leadId: number;
  createdBy: number;
  status: Generated<number>;
  currency: string;
  subtotal: number;
  discount: Generated<number>;
  amount: number;
  paymentMethodId: number;
  deliveryTiming: Generated<string>;
  deliveryServiceId: number | null;
  note: string | null;
  version: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SaleOrderItemsTable {
  id: Generated<number>;
  orgId: number;
  saleOrderId: number;
  productId: number;
  productType: number;
  quantity: number;
  price: number;
  discount: Generated<number>;
  amount: number;
  promotionId: number | null;
  isOutOfStock: Generated<boolean>;
}

export interface DeliveryOrdersTable {
  id: Generated<number>;
  orgId: number;
  saleOrderId: number;
  status: Generated<number>;
  partner: string | null;
  trackingCode: string | null;
  codAmount: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface HistoryTable {
  id: Generated<string>;
  orgId: number;
  entityType: 'lead' | 'so';
  entityId: number;
  actorId: number | null;
  action: string;
  changes: JSONColumnType<Record<string, unknown>>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LeadImportsTable {
  id: Generated<number>;
  orgId: number;
  createdBy: number;
  campaignId: number | null;
  callingListId: number | null;
  fileName: string;
  totalRows: number;
  importedRows: number;
  duplicateRows: number;
  failedRows: number;
  failures: JSONColumnType<Record<string, unknown>[]>;
  createdAt: Generated<Date>;
}

export interface OrdersTables {
  reasons: ReasonsTable;
  paymentMethods: PaymentMethodsTable;
  banks: BanksTable;
  campaigns: CampaignsTable;
  callingLists: CallingListsTable;
  leads: LeadsTable;
  calls: CallsTable;
  callbacks: CallbacksTable;
  saleOrders: SaleOrdersTable;
  saleOrderItems: SaleOrderItemsTable;
  deliveryOrders: DeliveryOrdersTable;
  history: HistoryTable;
  leadImports: LeadImportsTable;
}
