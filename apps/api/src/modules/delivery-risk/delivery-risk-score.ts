/**
 * The delivery-risk score (docs/delivery-risk.md): smoothed return rates of an order's signals,
 * summed in log-odds against the org's base rate. Pure: the counts come from the repository.
 */

import {
  DELIVERY_RISK_SIGNALS,
  type DeliveryRisk,
  type DeliveryRiskBand,
  type DeliveryRiskBin,
  type DeliveryRiskReason,
  type DeliveryRiskSignal,
  type OrgRiskThresholds,
} from '@leadline/contracts';

/** The signals (contracts), in the order that breaks ties between equal weights. */
export const RISK_SIGNALS = DELIVERY_RISK_SIGNALS;
export type RiskSignal = DeliveryRiskSignal;

/** Prior strength of each signal, in parcels: how many of its own it takes to move half-way. */
export const SIGNAL_PRIOR: Record<RiskSignal, number> = {
  phone: 3,
  ward: 20,
  province: 50,
  product: 50,
  campaign: 50,
  source: 50,
  agent: 30,
  // A bin holds many parcels (the '0' bins most of them): its rate is well known, the prior only
  // keeps a bin of few parcels near the base rate.
  duplicates: 50,
  cancelled: 50,
  address: 50,
  value: 50,
  talk: 50,
  attempts: 50,
};

/** A phone's other orders this many days before an order make it a duplicate (the bench's 3). */
export const DUPLICATE_DAYS = 3;

/** The signals overlap (a ward sits in its province): each counts for this share of its evidence. */
export const SIGNAL_DAMPING = 0.7;

/**
 * λ per signal where the back-test (bench/delivery-risk.ts, tuned on seed a only) chose another
 * than SIGNAL_DAMPING: docs/delivery-risk.md 'λ per signal'.
 */
export const SIGNAL_LAMBDA: Partial<Record<RiskSignal, number>> = { duplicates: 1, address: 1 };

/** An org without history starts at this rate, worth this many parcels. */
export const BASE_PRIOR = { rate: 0.1, parcels: 20 } as const;

/**
 * Band thresholds when the org has set none (SPEC/DOMAIN silent: our defaults), relative to the
 * org's base rate: an org whose parcels come back 30 % of the time would otherwise see every order
 * 'high'. Medium from 1.25 times the base rate, high from 1.75 times (at most 0.95).
 */
export const DEFAULT_RISK_FACTORS = { medium: 1.25, high: 1.75 } as const;
export function defaultThresholds(baseRate: number): RiskThresholds {
  return {
    mediumFrom: Math.min(0.9, baseRate * DEFAULT_RISK_FACTORS.medium),
    highFrom: Math.min(0.95, baseRate * DEFAULT_RISK_FACTORS.high),
  };
}
/** The org's thresholds, as the settings screen sets them (contracts). */
export type RiskThresholds = OrgRiskThresholds;
export type RiskBand = DeliveryRiskBand;

/** Parcels that reached an outcome, and how many of them came back. */
export interface OutcomeCount {
  parcels: number;
  returned: number;
}

/** One order's counts: the org's, and each signal's for the order's key (absent: no key). */
export interface OrderSignalCounts {
  org: OutcomeCount;
  signals: Partial<Record<RiskSignal, OutcomeCount>>;
  /** The order's bin of each binned signal (duplicates, cancelled, address, ...) it has one for. */
  bins: Partial<Record<RiskSignal, DeliveryRiskBin>>;
}

/** A reason as data, so the web words it in the reader's language (contracts' schema). */
export type RiskReason = DeliveryRiskReason;

/** The score as the validation rows answer it (contracts' schema). */
export type RiskScore = DeliveryRisk;

const clamp = (p: number) => Math.min(0.999, Math.max(0.001, p));
const logit = (p: number) => Math.log(clamp(p) / (1 - clamp(p)));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function baseRateOf(org: OutcomeCount): number {
  return (org.returned + BASE_PRIOR.parcels * BASE_PRIOR.rate) / (org.parcels + BASE_PRIOR.parcels);
}

export function bandOf(probability: number, thresholds: RiskThresholds): RiskBand {
  if (probability >= thresholds.highFrom) return 'high';
  if (probability >= thresholds.mediumFrom) return 'medium';
  return 'low';
}

/** `thresholds`: the org's, or null for the defaults relative to its base rate. */
export function scoreOrder(counts: OrderSignalCounts, thresholds: RiskThresholds | null = null): RiskScore {
  const baseRate = baseRateOf(counts.org);
  const baseLogit = logit(baseRate);
  const terms: RiskReason[] = [];
  for (const signal of RISK_SIGNALS) {
    const count = counts.signals[signal];
    if (!count || count.parcels === 0) continue;
    const prior = SIGNAL_PRIOR[signal];
    const smoothed = (count.returned + prior * baseRate) / (count.parcels + prior);
    const bin = counts.bins[signal];
    terms.push({
      signal,
      ...(bin === undefined ? {} : { bin }),
      returned: count.returned,
      parcels: count.parcels,
      rate: count.returned / count.parcels,
      smoothed,
      baseRate,
      weight: (SIGNAL_LAMBDA[signal] ?? SIGNAL_DAMPING) * (logit(smoothed) - baseLogit),
    });
  }
  const probability = sigmoid(baseLogit + terms.reduce((sum, term) => sum + term.weight, 0));
  // A stable sort keeps RISK_SIGNALS' order between equal weights.
  const reasons = [...terms].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)).slice(0, 3);
  return {
    probability,
    band: bandOf(probability, thresholds ?? defaultThresholds(baseRate)),
    baseRate,
    reasons,
  };
}
