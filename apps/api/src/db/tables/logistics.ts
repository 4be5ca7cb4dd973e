import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables of 0012_logistics.sql (delivery_orders is leads-orders.ts's, extended here). */
export type LogisticsPartnerKind = 'general' | 'dhl' | 'kerry' | 'sap' | 'simulator';

export interface LogisticsSettingsTable {
  orgId: number;
  partner: LogisticsPartnerKind;
  baseUrl: string | null;
  credentials: JSONColumnType<Record<string, string>, string | undefined, string>;
  options: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  webhookSecret: string | null;
  enabled: Generated<boolean>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TrackingCodeLogsTable {
  id: Generated<string>;
  orgId: number;
  deliveryOrderId: number;
  trackingCode: string | null;
  status: number;
  partner: string;
  partnerStatus: Generated<string>;
  occurredAt: ColumnType<Date, Date | string, Date | string>;
  rawPayload: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: Generated<Date>;
}

/** Columns 0012 adds to `delivery_orders`; kept apart so leads-orders.ts stays migration 0004's. */
export interface DeliveryOrderLogisticsColumns {
  lastMilePartner: ColumnType<string | null, string | null | undefined, string | null>;
  sendAttempts: Generated<number>;
  lastSendError: ColumnType<string | null, string | null | undefined, string | null>;
  lastSendAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sendStartedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sentVia: ColumnType<string | null, string | null | undefined, string | null>;
  partnerReference: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The parcel simulator's own record of what it accepted, by our reference (0032_send_reconcile). */
export interface LogisticsSimulatorParcelsTable {
  orgId: number;
  reference: string;
  deliveryOrderId: number;
  trackingCode: string;
  sends: Generated<number>;
  receivedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LogisticsTables {
  logisticsSettings: LogisticsSettingsTable;
  trackingCodeLogs: TrackingCodeLogsTable;
  logisticsSimulatorParcels: LogisticsSimulatorParcelsTable;
}
