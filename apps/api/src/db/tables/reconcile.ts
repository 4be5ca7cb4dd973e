import type { ColumnType, Generated } from 'kysely';

/** Tables of 0024_reconcile.sql (docs/reconcile.md). */
export interface ReconciliationImportsTable {
  id: Generated<number>;
  orgId: number;
  contentHash: string;
  fileName: Generated<string>;
  rowCount: number;
  matched: number;
  mismatched: number;
  pending: number;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

/** bigint columns come back as strings from pg and numbers or bigints from PGlite: read with Number(). */
type Money = ColumnType<string | number, number, number>;

export interface ReconciliationRowsTable {
  id: Generated<string>;
  orgId: number;
  importId: number;
  fileRow: number;
  trackingCode: string | null;
  deliveryOrderId: number | null;
  reportedStatus: number;
  codCollected: Money;
  fee: Money;
  currency: string;
  reportedOn: ColumnType<string | null, string | null | undefined, string | null>;
  result: 'matched' | 'mismatched' | 'pending';
  reason: string | null;
  doStatus: number | null;
  expectedCod: ColumnType<string | number | null, number | null, number | null>;
  difference: ColumnType<string | number | null, number | null, number | null>;
  reconciledAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReconcileTables {
  reconciliationImports: ReconciliationImportsTable;
  reconciliationRows: ReconciliationRowsTable;
}
