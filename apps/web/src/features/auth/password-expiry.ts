const DAY_MS = 86_400_000;

/** Whole calendar days from today to the expiry date, in the browser's time zone. */
export function daysUntilExpiry(pwdEpoch: number, now = new Date()): number {
  const expiry = new Date(pwdEpoch);
  const expiryDay = Date.UTC(expiry.getFullYear(), expiry.getMonth(), expiry.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((expiryDay - today) / DAY_MS);
}

export type ExpiryState = { kind: 'ok' } | { kind: 'warning'; days: number } | { kind: 'expired' };

/** SPEC.md 4: 1 to 10 days left warns; today or past forces the change-password dialog. */
export function expiryState(pwdEpoch: number, warningDays: number, now = new Date()): ExpiryState {
  const days = daysUntilExpiry(pwdEpoch, now);
  if (days <= 0) return { kind: 'expired' };
  if (days <= warningDays) return { kind: 'warning', days };
  return { kind: 'ok' };
}
