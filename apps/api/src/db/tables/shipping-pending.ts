import type { ColumnType, Generated } from 'kysely';

/** 0015_shipping_pending.sql: an org's fulfilment partners (listFfm). */
export interface FulfilmentPartnersTable {
  id: Generated<number>;
  orgId: number;
  code: string;
  name: string;
  /** delivery_orders.partner values: GENERAL, DHL, KERRY, SAP. */
  lastMilePartners: ColumnType<string[], string[] | undefined, string[]>;
  /** Empty = every active warehouse of the org. */
  warehouseIds: ColumnType<number[], number[] | undefined, number[]>;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
}

/** 0015_shipping_pending.sql: the fulfilment partner a resend gave the DO. */
export interface DeliveryOrderShippingPendingColumns {
  ffmPartnerId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ShippingPendingTables {
  fulfilmentPartners: FulfilmentPartnersTable;
}
