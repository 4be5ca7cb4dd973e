import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** 0021_payments.sql: an org's receiving account for payment QR codes and its bank-feed secret. */
export interface OrgPaymentSettingsTable {
  orgId: number;
  bankBin: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  promptpayTarget: string | null;
  webhookSecret: string | null;
  qrEnabled: Generated<boolean>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: number | null;
}

/** 0021_payments.sql: a bank transfer received or imported, and its match. */
export interface BankTransactionsTable {
  id: Generated<number>;
  orgId: number;
  source: string;
  externalId: string;
  bankName: string | null;
  accountNumber: string | null;
  counterAccount: string | null;
  amount: number;
  currency: string;
  memo: Generated<string>;
  transactedAt: Timestamp;
  receivedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  status: number;
  saleOrderId: number | null;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  rejectReason: string | null;
}

export interface BankTransactionEventsTable {
  id: Generated<string>;
  orgId: number;
  bankTransactionId: number;
  action: string;
  actorId: number | null;
  detail: JSONColumnType<Record<string, unknown>>;
  createdAt: Generated<Date>;
}

export interface PaymentTables {
  orgPaymentSettings: OrgPaymentSettingsTable;
  bankTransactions: BankTransactionsTable;
  bankTransactionEvents: BankTransactionEventsTable;
}
