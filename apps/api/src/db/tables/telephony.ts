import type { ColumnType, Generated } from 'kysely';

/** Tables of 0006_telephony.sql (the calls table itself is leads-orders.ts's, extended here). */
export interface TelephonySettingsTable {
  orgId: number;
  provider: ColumnType<
    'simulator' | 'http_pbx',
    'simulator' | 'http_pbx' | undefined,
    'simulator' | 'http_pbx'
  >;
  pbxOriginateUrl: string | null;
  pbxToken: string | null;
  webhookSecret: string | null;
  webPhoneUrl: string | null;
  webPhoneUserIds: ColumnType<number[], number[] | undefined, number[]>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CallRecordingsTable {
  callId: number;
  orgId: number;
  contentType: string;
  durationMs: number;
  sizeBytes: number;
  data: Uint8Array;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Columns 0006 adds to `calls`; kept apart so leads-orders.ts stays migration 0004's. */
export interface CallTelephonyColumns {
  state: Generated<CallRowState>;
  ringingAt: Date | null;
  muted: Generated<boolean>;
  endReason: string | null;
}

export type CallRowState = 'dialing' | 'ringing' | 'answered' | 'ended';

export interface TelephonyTables {
  telephonySettings: TelephonySettingsTable;
  callRecordings: CallRecordingsTable;
}
