import { z } from 'zod';

/**
 * The org's delivery-risk band thresholds (docs/delivery-risk.md 'Bands'): a probability from
 * which an order is medium, and from which it is high. Stored as numeric(4,3), so three decimals.
 */
const threshold = z
  .number()
  .gt(0, 'ORG_SETTINGS.ERROR.RISK_THRESHOLDS')
  .lt(1, 'ORG_SETTINGS.ERROR.RISK_THRESHOLDS')
  // Three decimals (0.1 %): what the column keeps, so what is saved is what is read back.
  .refine(
    (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
    'ORG_SETTINGS.ERROR.RISK_THRESHOLDS',
  );

export const riskThresholdsSchema = z
  .object({ mediumFrom: threshold, highFrom: threshold })
  .strict()
  .refine((value) => value.mediumFrom < value.highFrom, {
    message: 'ORG_SETTINGS.ERROR.RISK_THRESHOLDS_ORDER',
    path: ['highFrom'],
  })
  .meta({ examples: [{ mediumFrom: 0.2, highFrom: 0.35 }] });
export type OrgRiskThresholds = z.infer<typeof riskThresholdsSchema>;

/** Set thresholds, or "defaults": delete the org's row, so the bands follow its base rate again. */
export const updateDeliveryRiskSettingsSchema = z
  .object({ thresholds: riskThresholdsSchema.nullable() })
  .strict();
export type UpdateDeliveryRiskSettings = z.infer<typeof updateDeliveryRiskSettingsSchema>;

/** The org's base rate now (docs/delivery-risk.md 'Score' 1), what the default bands multiply. */
export const orgBaseRateSchema = z.object({
  /** Counted parcels (delivered or returned) that came back. */
  returned: z.number().int(),
  /** Counted parcels: delivered or returned. */
  parcels: z.number().int(),
  /** returned / parcels; null without a counted parcel. */
  rate: z.number().nullable(),
  /** p0 = (returned + 20 x 0.10) / (parcels + 20): 10 % for an org without parcels. */
  smoothed: z.number(),
  /** The bands the defaults give from `smoothed` (used when `thresholds` is null). */
  defaultThresholds: z.object({ mediumFrom: z.number(), highFrom: z.number() }),
});
export type OrgBaseRate = z.infer<typeof orgBaseRateSchema>;

export const deliveryRiskSettingsSchema = z.object({
  /** The org's thresholds, or null: the defaults relative to its base rate apply. */
  thresholds: z.object({ mediumFrom: z.number(), highFrom: z.number() }).nullable(),
  /** The defaults: medium from `medium` x the base rate, high from `high` x (capped at 0.9/0.95). */
  defaultFactors: z.object({ medium: z.number(), high: z.number() }),
  /** The org's base rate and the default bands it gives, so the thresholds have their reference. */
  baseRate: orgBaseRateSchema,
});
export type DeliveryRiskSettings = z.infer<typeof deliveryRiskSettingsSchema>;
