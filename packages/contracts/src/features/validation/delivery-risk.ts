import { z } from 'zod';

/**
 * The delivery risk the validation list and detail show (docs/delivery-risk.md): the chance the
 * order's parcel comes back, its band, and the three reasons that weigh most, as data the web words
 * in the reader's language (VALIDATION.RISK.REASON.<SIGNAL>).
 */

export const DELIVERY_RISK_BANDS = ['low', 'medium', 'high'] as const;
export type DeliveryRiskBand = (typeof DELIVERY_RISK_BANDS)[number];

/**
 * The binned signals: the key is the bin (DELIVERY_RISK_BINS), and the reason carries it. Version 2:
 * duplicates, cancelled; version 3: the address's completeness, the order's value against its
 * campaign's median, the selling call's talk time and attempts.
 */
export const DELIVERY_RISK_BINNED_SIGNALS = [
  'duplicates',
  'cancelled',
  'address',
  'value',
  'talk',
  'attempts',
] as const;

/** The signals, in the order that breaks ties between equal weights: keyed first, then binned. */
export const DELIVERY_RISK_SIGNALS = [
  'phone',
  'ward',
  'province',
  'product',
  'campaign',
  'source',
  'agent',
  ...DELIVERY_RISK_BINNED_SIGNALS,
] as const;
export type DeliveryRiskSignal = (typeof DELIVERY_RISK_SIGNALS)[number];

/**
 * The bins of the signals that count something (docs/delivery-risk.md): duplicates are the
 * phone's other orders in the days before the order, cancelled its orders cancelled at validation;
 * address, value, talk and attempts bin what the order's lead, amount and calls were. The ordinary
 * case (none counted, a complete address, a usual value, a usual call) is no bin: no reason.
 */
export const DELIVERY_RISK_BINS = [
  '1',
  '2+',
  // address: no ward, or a street text too short to find the door.
  'no-ward',
  'no-street',
  // value: the order's amount against its campaign's median, under 0.5, 1.5 to 3, 3 or more.
  'value-low',
  'value-high',
  'value-very-high',
  // talk: the selling calls' talk time, under 60 s or 300 s and more.
  'talk-short',
  'talk-long',
  // attempts: calls on the lead before the order.
  '2-3',
  '4+',
] as const;
export type DeliveryRiskBin = (typeof DELIVERY_RISK_BINS)[number];

/**
 * A street text shorter than this (trimmed) is no usable street: the 'no-street' address bin, and
 * the logistics simulator's incomplete address, which the bin is meant to catch.
 */
export const DELIVERY_RISK_MIN_STREET = 5;

const share = z.number().min(0).max(1);

export const deliveryRiskReasonSchema = z.object({
  signal: z.enum(DELIVERY_RISK_SIGNALS),
  /** The order's bin, for a binned signal only (absent on the others: version 1 compatible). */
  bin: z.enum(DELIVERY_RISK_BINS).optional(),
  /** Of the signal's past parcels with an outcome, how many came back. */
  returned: z.number().int().min(0),
  parcels: z.number().int().min(1),
  /** returned / parcels: what the sentence says. */
  rate: share,
  /** The rate smoothed toward the base rate (what the score uses). */
  smoothed: share,
  /** The org's return rate. */
  baseRate: share,
  /** Log-odds this signal adds: positive makes the order riskier. */
  weight: z.number(),
});
export type DeliveryRiskReason = z.infer<typeof deliveryRiskReasonSchema>;

export const deliveryRiskSchema = z.object({
  probability: share,
  band: z.enum(DELIVERY_RISK_BANDS),
  baseRate: share,
  reasons: z.array(deliveryRiskReasonSchema).max(3),
});
export type DeliveryRisk = z.infer<typeof deliveryRiskSchema>;
