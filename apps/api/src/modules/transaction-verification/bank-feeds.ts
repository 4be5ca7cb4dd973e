import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type BankFeed,
  CASSO_SIGNATURE_HEADER,
  type CassoWebhook,
  cassoWebhookSchema,
  type SepayWebhook,
  sepayWebhookSchema,
} from '@leadline/contracts';
import type { IncomingTransfer } from './transaction-verification.repository.js';

/**
 * The Vietnamese bank feeds of PARTNERS.md 7: how each authenticates its push and how its body
 * becomes a transfer. SePay (and the built-in simulator, which speaks SePay) sends
 * `Authorization: Apikey <key>`; Casso (webhook v2) signs
 * `t + "." + the body's JSON with keys sorted A-Z at every level, compact` with HMAC-SHA512 of
 * the org's key, in `X-Casso-Signature: t=<ms>,v1=<hex>`.
 */

type Headers = Record<string, string | string[] | undefined>;

/** How old a Casso signature may be: a replayed push is refused after this. */
export const CASSO_MAX_AGE_MS = 10 * 60_000;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** JSON with object keys sorted A-Z at every level, no spaces (Casso's signed form). */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function cassoSignature(secret: string, timestamp: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(`${timestamp}.${sortedJson(body)}`)
    .digest('hex');
}

/** True when the push carries the org's secret (SePay) or a fresh signature by it (Casso). */
export function feedAuthentic(
  feed: BankFeed,
  secret: string,
  headers: Headers,
  body: unknown,
  now: Date,
): boolean {
  if (feed === 'sepay' || feed === 'simulator') {
    const given = /^Apikey\s+(.+)$/i.exec(header(headers, 'authorization') ?? '')?.[1]?.trim();
    return given !== undefined && sameText(given, secret);
  }
  const parts = Object.fromEntries(
    (header(headers, CASSO_SIGNATURE_HEADER) ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !v1 || !/^\d{10,16}$/.test(t) || Math.abs(now.getTime() - Number(t)) > CASSO_MAX_AGE_MS)
    return false;
  return sameText(v1.toLowerCase(), cassoSignature(secret, t, body));
}

/** "2023-11-28 14:18:18" (the feeds' local time, Vietnam) or ISO: an instant. */
export function feedTime(text: string, now: Date): Date {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(text.trim());
  const date = local ? new Date(`${local[1]}T${local[2]}${local[3] ? '' : ':00'}+07:00`) : new Date(text);
  return Number.isNaN(date.getTime()) ? now : date;
}

/** The transfer a feed's body reports, or null for money going out (nothing to match). */
export function transferOfFeed(
  feed: BankFeed,
  body: unknown,
  now: Date,
): IncomingTransfer | null | 'unreadable' {
  if (feed === 'sepay' || feed === 'simulator') {
    const parsed = sepayWebhookSchema.safeParse(body);
    if (!parsed.success) return 'unreadable';
    const push: SepayWebhook = parsed.data;
    if (push.transferType !== 'in' || push.transferAmount <= 0) return null;
    return {
      source: feed,
      externalId: String(push.id),
      bankName: push.gateway,
      accountNumber: push.accountNumber,
      counterAccount: null,
      amount: push.transferAmount,
      memo: push.content,
      transactedAt: feedTime(push.transactionDate, now),
    };
  }
  const parsed = cassoWebhookSchema.safeParse(body);
  if (!parsed.success) return 'unreadable';
  const { data }: CassoWebhook = parsed.data;
  if (data.amount <= 0) return null;
  return {
    source: 'casso',
    externalId: String(data.id),
    bankName: data.bankAbbreviation ?? data.bankName ?? null,
    accountNumber: data.accountNumber,
    counterAccount: data.counterAccountNumber ?? null,
    amount: data.amount,
    memo: data.description,
    transactedAt: feedTime(data.transactionDateTime, now),
  };
}
