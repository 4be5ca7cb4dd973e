import type { ColumnType } from 'kysely';

/** Tables of the order edit screen (migration 0007_sale_order_payments.sql). */
export interface SaleOrderPaymentsTable {
  saleOrderId: number;
  orgId: number;
  bankId: number | null;
  transactionId: string;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LeadDetailTables {
  saleOrderPayments: SaleOrderPaymentsTable;
}
