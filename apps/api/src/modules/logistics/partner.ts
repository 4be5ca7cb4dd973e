import type { LogisticsPartnerKind } from '@leadline/contracts';

/** An org's settings for one partner as the adapters use them (logistics_settings, defaults applied). */
export interface PartnerSettings {
  orgId: number;
  partner: LogisticsPartnerKind;
  baseUrl: string | null;
  /** Secrets: used to call the partner, never answered to a client. */
  credentials: Record<string, string>;
  /** Account ids, shipper address, product codes: see each adapter and docs/logistics.md. */
  options: Record<string, unknown>;
  webhookSecret: string | null;
  enabled: boolean;
}

/** A delivery order as an adapter sends it: the parcel, its receiver and its cash on delivery. */
export interface OutgoingDeliveryOrder {
  id: number;
  orgId: number;
  orgCode: string;
  country: string | null;
  saleOrderId: number;
  leadId: number;
  /** How many sends were tried before this one (0 on the first). */
  attempt: number;
  /** Integer minor units of `currency`; 0 when the order is prepaid. */
  codAmount: number;
  /** The sale order's value in minor units (declared value). */
  orderAmount: number;
  currency: string;
  receiver: {
    name: string;
    phone: string;
    street: string | null;
    ward: string | null;
    district: string | null;
    province: string | null;
    postalCode: string | null;
  };
  items: { sku: string; name: string; quantity: number }[];
  note: string | null;
}

export type SendResult =
  | { ok: true; trackingCode: string | null; partnerReference: string | null }
  | {
      ok: false;
      /** A short machine reason (timeout, http_503, refused: <the partner's words>), kept on the DO. */
      reason: string;
      /** True when sending again later may succeed (timeouts, 5xx); false for a refusal. */
      retryable: boolean;
    };

/** One status of a parcel as the partner reported it, mapped to a DO status (synonym type 5). */
export interface StatusReport {
  trackingCode: string;
  status: number;
  partnerStatus: string;
  /** Null when the partner gave no usable time: the time of receipt is used. */
  occurredAt: Date | null;
  raw: Record<string, unknown>;
}

/**
 * What a partner answers when asked by our reference (the DO) whether it holds a parcel: asked
 * when a send's outcome was never recorded (its process died mid-send).
 * - `held`: it has the parcel: the DO is recorded Sent with these codes, and not sent again;
 * - `absent`: it has none: the DO is sent again;
 * - `unknown`: the partner has no documented lookup, or it failed; `reason` says which.
 */
export type ReferenceLookup =
  | { state: 'held'; trackingCode: string | null; partnerReference: string | null }
  | { state: 'absent' }
  | { state: 'unknown'; reason: string };

/**
 * One logistics partner behind the one interface (docs/logistics.md), as telephony/provider.ts
 * has providers: `send` hands a DO over; a polled partner answers `track`, a pushing partner's
 * report is turned into StatusReports by `parseWebhook` (the route has checked its secret).
 * An adapter never throws for the partner's failures: they are SendResults with a reason.
 */
export interface LogisticsPartner {
  readonly kind: LogisticsPartnerKind;
  send(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<SendResult>;
  /**
   * Whether the partner holds a parcel of this DO, by our reference (the DO's shipment id, con_no
   * or DO number). Never throws: a failed lookup is `unknown` with a reason.
   */
  findByReference(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<ReferenceLookup>;
  /**
   * True when a second send of the same DO cannot make a second parcel (the partner keys its
   * shipments on our reference, or nothing leaves Leadline): after an `unknown` lookup the DO is
   * sent again. False (SAP, MyDHL): it goes to pending shipping for a person to check instead.
   */
  resendIsSafe(settings: PartnerSettings): boolean;
  track?(trackingCode: string, settings: PartnerSettings): Promise<StatusReport[]>;
  parseWebhook?(headers: Record<string, string | string[] | undefined>, body: unknown): StatusReport[];
}

export const refused = (reason: string): SendResult => ({ ok: false, reason, retryable: false });
export const retryLater = (reason: string): SendResult => ({ ok: false, reason, retryable: true });
/** The lookup of a partner that documents none (docs/logistics.md "After a crash"). */
export const noLookup = async (): Promise<ReferenceLookup> => ({
  state: 'unknown',
  reason: 'no_lookup',
});
