import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** 0011_validation.sql: what validation adds to sale_orders. */
export interface SaleOrderValidationColumns {
  /** Synonym list 50 value (2 pending, 1 approved, 6 delayed delivery); null once cancelled. */
  validationStatus: ColumnType<number | null, number | null | undefined, number | null>;
  /** Synonym list 49 value: why the order was cancelled. */
  cancelReasonId: ColumnType<number | null, number | null | undefined, number | null>;
  validatedBy: ColumnType<number | null, number | null | undefined, number | null>;
  validatedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the delayed create-DO dialog asked for the delivery order. */
  deliveryOrderDueAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 0011_validation.sql: what validation adds to delivery_orders. */
export interface DeliveryOrderValidationColumns {
  warehouseId: ColumnType<number | null, number | null | undefined, number | null>;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  scheduledFor: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Work kept in PostgreSQL (shared/jobs, docs/jobs.md). */
export interface JobsTable {
  id: Generated<string>;
  orgId: number | null;
  kind: string;
  payload: JSONColumnType<Record<string, unknown>>;
  state: ColumnType<'pending' | 'running' | 'done' | 'failed', string | undefined, string>;
  runAt: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  lockedUntil: Date | null;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  finishedAt: Date | null;
}

/** 0017_recurring_jobs.sql: one row per recurring kind, claimed by moving next_run_at. */
export interface RecurringJobsTable {
  kind: string;
  nextRunAt: ColumnType<Date, Date | string, Date | string>;
  lastRunAt: Date | null;
  lastRunBy: string | null;
  lastError: string | null;
}

export interface ValidationTables {
  jobs: JobsTable;
  recurringJobs: RecurringJobsTable;
}
