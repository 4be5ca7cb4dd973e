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

export interface DeliveryRiskTables {
  orgDeliveryRiskSettings: OrgDeliveryRiskSettingsTable;
}
