import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DefaultedTimestamp } from './column-types.js';

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
  active: Generated<boolean>;
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
  state: Generated<string>;
  attempts: Generated<number>;
  round: Generated<number>;
  roundAttempts: Generated<number>;
  lastHttpStatus: Nullable<number>;
  lastError: Nullable<string>;
  lastAttemptAt: NullableStamp;
  nextAttemptAt: NullableStamp;
  deliveredAt: NullableStamp;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** 0025_postbacks.sql: every try of a postback. */
export interface PostbackAttemptsTable {
  id: Generated<number>;
  orgId: number;
  postbackId: number;
  attemptNo: number;
  at: DefaultedTimestamp;
  url: string;
  httpStatus: Nullable<number>;
  bodyExcerpt: Generated<string>;
  error: Nullable<string>;
  durationMs: Generated<number>;
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
  receivedAt: DefaultedTimestamp;
  /** 0032: the try's Idempotency-Key, and whether the simulator had seen it (answered as a duplicate). */
  idempotencyKey: Nullable<string>;
  duplicate: Generated<boolean>;
}

export interface PostbackTables {
  postbackNetworks: PostbackNetworksTable;
  postbacks: PostbacksTable;
  postbackAttempts: PostbackAttemptsTable;
  postbackSimulatorHits: PostbackSimulatorHitsTable;
}
