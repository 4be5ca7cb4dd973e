import { z } from 'zod';

/**
 * The delivery risk the validation list and detail show (docs/delivery-risk.md): the chance the
 * order's parcel comes back, its band, and the three reasons that weigh most, as data the web words
 * in the reader's language (VALIDATION.RISK.REASON.<SIGNAL>).
 */

export const DELIVERY_RISK_BANDS = ['low', 'medium', 'high'] as const;
export type DeliveryRiskBand = (typeof DELIVERY_RISK_BANDS)[number];

/** The signals, in the order that breaks ties between equal weights. */
export const DELIVERY_RISK_SIGNALS = [
  'phone',
  'ward',
  'province',
  'product',
  'campaign',
  'source',
  'agent',
  // Version 2 (binned: the key is the bin, DELIVERY_RISK_BINS).
  'duplicates',
  'cancelled',
] as const;
export type DeliveryRiskSignal = (typeof DELIVERY_RISK_SIGNALS)[number];

/**
 * The bins of the signals that count something (docs/delivery-risk.md): duplicates are the
 * phone's other orders in the days before the order, cancelled its orders cancelled at validation.
 * None counted is no bin (the base rate): no reason.
 */
export const DELIVERY_RISK_BINS = ['1', '2+'] as const;
export type DeliveryRiskBin = (typeof DELIVERY_RISK_BINS)[number];

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
