import { type RawBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * Calendar days of the org's time zone (contracts zoned-time's rule, computed by PostgreSQL so the
 * figures and the lists' day filters (`dayRange`) cut days at the same instants).
 */
export interface DayWindow {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  days: string[];
  /** The instants the window starts and ends (exclusive), for the indexed range conditions. */
  start: RawBuilder<Date>;
  end: RawBuilder<Date>;
}

/** `days` calendar days ending with the org's today. */
export async function dayWindow(trx: ScopedDb, timeZone: string, days: number): Promise<DayWindow> {
  const { rows } = await sql<{ today: string }>`
    SELECT to_char((now() AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS today`.execute(trx);
  const to = rows[0]?.today ?? new Date().toISOString().slice(0, 10);
  const list = calendarDays(to, days);
  const from = list[0] ?? to;
  return {
    from,
    to,
    days: list,
    start: sql<Date>`(${from}::date::timestamp AT TIME ZONE ${timeZone})`,
    end: sql<Date>`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
  };
}

/** The `count` days ending with `last` (YYYY-MM-DD), oldest first: plain calendar arithmetic. */
export function calendarDays(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The day (YYYY-MM-DD) of a timestamp column in the zone: the group key of a by-day figure. */
export function zonedDay(column: string, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char((${sql.ref(column)} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;
}
