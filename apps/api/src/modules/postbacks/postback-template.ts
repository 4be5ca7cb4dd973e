import { currencyDecimals, type POSTBACK_PLACEHOLDERS, type PostbackStatus } from '@leadline/contracts';

/**
 * The built-in network simulator's origin in a template (docs/postbacks.md). `.invalid` never
 * resolves (RFC 2606), so such a URL can only reach the simulator: the sender hands it to the
 * simulator in this process, whatever address the API listens on.
 */
export const SIMULATOR_ORIGIN = 'http://network-simulator.invalid';

export interface PostbackFields {
  clickId: string;
  status: PostbackStatus;
  /** Integer minor units of `currency`. */
  payoutMinor: number;
  currency: string;
  transactionId: string;
  leadId: number;
}

/** The stable transaction id a network counts once: the sale order's id, or L + the lead's id. */
export function transactionIdOf(saleOrderId: number | null, leadId: number): string {
  return saleOrderId === null ? `L${leadId}` : String(saleOrderId);
}

/**
 * The postback's idempotency key: the same on every try and every resend of one postback (one
 * lead's one outcome), different for any other. Sent as the `Idempotency-Key` header and, where
 * the template has it, as `{idempotency_key}`: a network that keeps it counts a postback that was
 * sent again after a crash once (docs/postbacks.md "What a network sees after a crash").
 */
export function idempotencyKeyOf(postbackId: number): string {
  return `leadline-postback-${postbackId}`;
}

const KEY_PLACEHOLDER = '{idempotency_key}';

/** The URL of one try: the template's {idempotency_key}, left by renderPostbackUrl, filled. */
export function withIdempotencyKey(url: string, key: string): string {
  return url.split(KEY_PLACEHOLDER).join(encodeURIComponent(key));
}

/** Minor units as the decimal amount networks take (1500000 VND → "1500000", 1250 THB → "12.50"). */
export function payoutText(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals);
}

/**
 * Fills a network's URL template (PARTNERS.md 6: click id, status, payout, transaction id), each
 * value URL-encoded. Unknown placeholders are left as they are, so a typo shows in the log.
 */
export function renderPostbackUrl(template: string, fields: PostbackFields): string {
  // Typed by the contracts' list, which the settings screen checks templates against: a placeholder
  // added there and not filled here does not compile.
  const values: Record<(typeof POSTBACK_PLACEHOLDERS)[number], string> = {
    click_id: fields.clickId,
    clickid: fields.clickId,
    status: fields.status,
    payout: payoutText(fields.payoutMinor, fields.currency),
    currency: fields.currency,
    transaction_id: fields.transactionId,
    tid: fields.transactionId,
    lead_id: String(fields.leadId),
    // The postback's id is not known yet when its URL is rendered: each try fills it.
    idempotency_key: KEY_PLACEHOLDER,
  };
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values && name !== 'idempotency_key'
      ? encodeURIComponent(values[name as keyof typeof values])
      : whole,
  );
}
