import type { ColumnType } from 'kysely';

/** 0035_delivery_risk.sql: an org's band thresholds on the delivery risk (docs/delivery-risk.md). */
export interface OrgDeliveryRiskSettingsTable {
  orgId: number;
  /** numeric: PostgreSQL answers it as a string. */
  mediumFrom: ColumnType<string, number | string | undefined, number | string>;
  highFrom: ColumnType<string, number | string | undefined, number | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

/** 0035_delivery_risk.sql: the score an order had when it was approved. */
export interface SaleOrderDeliveryRiskColumns {
  deliveryRisk: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  deliveryRiskDetail: ColumnType<
    Record<string, unknown> | null,
    Record<string, unknown> | string | null | undefined,
    Record<string, unknown> | string | null
  >;
}

/** 0036_delivery_risk_history.sql: the org's history counts, when taken and until when used. */
export interface DeliveryRiskHistoryTable {
  orgId: number;
  asOf: ColumnType<Date, Date | string, Date | string>;
  freshUntil: ColumnType<Date, Date | string, Date | string>;
  parcels: number;
  returned: number;
  /** Campaign id (text) to its median order amount. */
  medians: ColumnType<Record<string, number>, string | undefined, string>;
}

/** 0036_delivery_risk_history.sql: the org's counted parcels per signal key. */
export interface DeliveryRiskHistoryCountsTable {
  orgId: number;
  signal: string;
  key: string;
  parcels: number;
  returned: number;
}

export interface DeliveryRiskTables {
  orgDeliveryRiskSettings: OrgDeliveryRiskSettingsTable;
  deliveryRiskHistory: DeliveryRiskHistoryTable;
  deliveryRiskHistoryCounts: DeliveryRiskHistoryCountsTable;
}
