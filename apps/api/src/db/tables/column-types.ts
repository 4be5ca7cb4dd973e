import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A timestamptz column with a default (now()): an insert may leave it out. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
