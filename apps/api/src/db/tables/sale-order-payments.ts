import type { ColumnType } from 'kysely';

/** Tables of migration 0007_sale_order_payments.sql: a bank transfer's details per sale order. */
export interface SaleOrderPaymentsTable {
  saleOrderId: number;
  orgId: number;
  bankId: number | null;
  transactionId: string;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SaleOrderPaymentTables {
  saleOrderPayments: SaleOrderPaymentsTable;
}
