import { z } from 'zod';

/** How far back the dashboard counts delivery orders by status. */
export const FULFILMENT_SUMMARY_DAYS = 30;

/**
 * The fulfilment figures of the dashboard (issue 8 item 6) for the validation and shipping roles:
 * where the org's orders are between the sale and the customer's door. Each figure is what the
 * screen it links to lists (the validation list's pending orders, pending shipping's DOs).
 */
export const fulfilmentSummarySchema = z.object({
  /** Sale orders waiting for a validator (SO status 1). */
  pendingValidation: z.number().int(),
  /** Approved orders whose delivery order waits for the time the validator chose. */
  delayedDelivery: z.number().int(),
  /** New DOs that a partner refused or that failed their retries (the pending shipping list). */
  pendingShipping: z.number().int(),
  /** DOs created in the last FULFILMENT_SUMMARY_DAYS days, by status (synonym list 5 values). */
  deliveryOrders: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
});
export type FulfilmentSummary = z.infer<typeof fulfilmentSummarySchema>;
