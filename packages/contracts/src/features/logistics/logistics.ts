import { z } from 'zod';
import { dateTime } from '../../schema-primitives.js';

export * from './errors.js';

/** The partners a delivery order can be sent to (docs/logistics.md); `simulator` is built in. */
export const LOGISTICS_PARTNERS = ['general', 'dhl', 'kerry', 'sap', 'simulator'] as const;
export type LogisticsPartnerKind = (typeof LOGISTICS_PARTNERS)[number];

/** The partners that push status reports to POST /api/logistics/webhook/{partner}. */
export const PUSHING_PARTNERS = ['kerry', 'simulator'] as const;
export type PushingPartner = (typeof PUSHING_PARTNERS)[number];

/** DO statuses: the values of synonym type 5 (DELIVERY_STATUS). */
export const LOGISTICS_DO_STATUS = {
  NEW: 1,
  SENT_TO_PARTNER: 2,
  PICKED: 3,
  IN_TRANSIT: 4,
  DELIVERED: 5,
  RETURNED: 6,
  CANCELLED: 7,
  LOST: 8,
} as const;
export type LogisticsDoStatus = (typeof LOGISTICS_DO_STATUS)[keyof typeof LOGISTICS_DO_STATUS];

/** A parcel in one of these statuses moves no more. */
export const FINAL_DO_STATUSES: readonly number[] = [
  LOGISTICS_DO_STATUS.DELIVERED,
  LOGISTICS_DO_STATUS.RETURNED,
  LOGISTICS_DO_STATUS.CANCELLED,
  LOGISTICS_DO_STATUS.LOST,
];

/** The header carrying the org's shared webhook secret. */
export const LOGISTICS_SECRET_HEADER = 'x-logistics-secret';

const code = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().max(max);

/**
 * Kerry's Smart-EDI status push (PARTNERS.md 3): {"req":{"status":{con_no, status_code, ...}}}.
 * Kerry's dates carry no stated format; any text is kept, an ISO one is used as the time.
 */
export const kerryStatusPushSchema = z.object({
  req: z.object({
    status: z.object({
      con_no: code(100),
      status_code: code(20),
      status_desc: text(500).optional(),
      status_date: text(50).optional(),
      update_date: text(50).optional(),
      ref_no: text(100).optional(),
      location: text(200).optional(),
    }),
  }),
});
export type KerryStatusPush = z.infer<typeof kerryStatusPushSchema>;

/** The simulator's own report (and any partner sending the product's plain form). */
export const simulatorStatusPushSchema = z.object({
  trackingCode: code(100),
  /** The partner's status word: picked, in_transit, delivered, returned, lost. */
  event: z.enum(['picked', 'in_transit', 'delivered', 'returned', 'lost']),
  description: text(500).optional(),
  occurredAt: dateTime({ offset: true }),
});
export type SimulatorStatusPush = z.infer<typeof simulatorStatusPushSchema>;

export const logisticsWebhookBodySchema = z.union([kerryStatusPushSchema, simulatorStatusPushSchema]);
export type LogisticsWebhookBody = z.infer<typeof logisticsWebhookBodySchema>;

export const logisticsWebhookParamsSchema = z.object({ partner: z.enum(PUSHING_PARTNERS) });

/** The org whose secret the request presents: its code, as the partner was told in the URL. */
export const logisticsWebhookQuerySchema = z.object({ org: code(20) });

export const logisticsWebhookResultSchema = z.object({
  trackingCode: z.string(),
  status: z.number().int(),
  /** False for a repeated report: nothing was written. */
  changed: z.boolean(),
});
export type LogisticsWebhookResult = z.infer<typeof logisticsWebhookResultSchema>;
