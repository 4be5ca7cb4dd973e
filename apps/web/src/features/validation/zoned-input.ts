import { wallClockParts } from '@leadline/contracts';

/**
 * The delayed create-DO dialog's time is typed as the org's wall clock (DOMAIN.md: an org has its
 * own time zone), not the browser's: a validator abroad still picks the warehouse's 08:00.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value (yyyy-MM-ddTHH:mm) of the zone's wall clock. */
export function toZonedInput(instant: Date, timeZone: string): string {
  const p = wallClockParts(instant, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** A datetime-local value read on the zone's wall clock; null when it is not one. */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wanted)) return null;
  // Start from the wall time read as UTC and move by the zone's offset there; twice, so a guess
  // that crossed a daylight-saving change settles on the offset of the answer.
  let guess = wanted;
  for (let round = 0; round < 2; round++) {
    const p = wallClockParts(new Date(guess), timeZone);
    guess += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(guess);
}
