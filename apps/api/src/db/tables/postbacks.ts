import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** 0025_postbacks.sql: an org's networks and their postback URL templates. */
export interface PostbackNetworksTable {
  id: Generated<number>;
  orgId: number;
  code: string;
  name: string;
  urlTemplate: Nullable<string>;
  /** Payout per outcome, integer minor units of `currency`. */
  payouts: JSONColumnType<Record<string, number>, string | undefined, string>;
  currency: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** 0025_postbacks.sql: one postback per lead and outcome. */
export interface PostbacksTable {
  id: Generated<number>;
  orgId: number;
  leadId: number;
  saleOrderId: Nullable<number>;
  networkId: number;
  networkCode: string;
  status: string;
  transactionId: string;
  url: string;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  round: ColumnType<number, number | undefined, number>;
  roundAttempts: ColumnType<number, number | undefined, number>;
  lastHttpStatus: Nullable<number>;
  lastError: Nullable<string>;
  lastAttemptAt: NullableStamp;
  nextAttemptAt: NullableStamp;
  deliveredAt: NullableStamp;
  createdAt: Stamp;
  updatedAt: Stamp;
}

/** 0025_postbacks.sql: every try of a postback. */
export interface PostbackAttemptsTable {
  id: Generated<number>;
  orgId: number;
  postbackId: number;
  attemptNo: number;
  at: Stamp;
  url: string;
  httpStatus: Nullable<number>;
  bodyExcerpt: ColumnType<string, string | undefined, string>;
  error: Nullable<string>;
  durationMs: ColumnType<number, number | undefined, number>;
  triggeredBy: Nullable<number>;
}

/** 0025_postbacks.sql: what the built-in network simulator received. */
export interface PostbackSimulatorHitsTable {
  id: Generated<number>;
  orgId: number;
  transactionId: Nullable<string>;
  status: Nullable<string>;
  clickId: Nullable<string>;
  payout: Nullable<string>;
  query: JSONColumnType<Record<string, string>, string | undefined, string>;
  answerStatus: number;
  receivedAt: Stamp;
  /** 0032: the try's Idempotency-Key, and whether the simulator had seen it (answered as a duplicate). */
  idempotencyKey: Nullable<string>;
  duplicate: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PostbackTables {
  postbackNetworks: PostbackNetworksTable;
  postbacks: PostbacksTable;
  postbackAttempts: PostbackAttemptsTable;
  postbackSimulatorHits: PostbackSimulatorHitsTable;
}
