import { LOGISTICS_DO_STATUS } from '@leadline/contracts';
import type {
  LogisticsPartner,
  OutgoingDeliveryOrder,
  PartnerSettings,
  SendResult,
  StatusReport,
} from './partner.js';
import { noLookup, refused } from './partner.js';
import { callPartner, failureOfStatus, joinUrl, pick, shortDetail, textOf } from './partner-http.js';
import { statusFromWords, timeOf } from './status-words.js';

/** The spec version the requests are written to (PARTNERS.md 2.1: header `x-version`). */
const MYDHL_VERSION = '2.12.0';

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** `2022-10-19T19:19:40 GMT+00:00`, the spec's form of plannedShippingDateAndTime. */
export function plannedShippingTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)} GMT+00:00`;
}

/** The checkpoint codes of the spec's sample tracking answer (PARTNERS.md 2.1). */
const EVENT_STATUS: Record<string, number> = {
  PU: LOGISTICS_DO_STATUS.PICKED,
  AF: LOGISTICS_DO_STATUS.IN_TRANSIT,
  PL: LOGISTICS_DO_STATUS.IN_TRANSIT,
  DF: LOGISTICS_DO_STATUS.IN_TRANSIT,
  RR: LOGISTICS_DO_STATUS.IN_TRANSIT,
  CR: LOGISTICS_DO_STATUS.IN_TRANSIT,
  AR: LOGISTICS_DO_STATUS.IN_TRANSIT,
  WC: LOGISTICS_DO_STATUS.IN_TRANSIT,
  OK: LOGISTICS_DO_STATUS.DELIVERED,
};

/** The `POST /shipments` body of one DO (PARTNERS.md 2.1, the required fields). */
export function myDhlShipmentRequest(order: OutgoingDeliveryOrder, settings: PartnerSettings, now: Date) {
  const { options } = settings;
  const shipper = (options.shipper ?? {}) as Record<string, unknown>;
  const receiver = order.receiver;
  const description = order.items
    .map((item) => `${item.quantity} x ${item.name}`)
    .join(', ')
    .slice(0, 70);
  return {
    plannedShippingDateAndTime: plannedShippingTime(now),
    pickup: { isRequested: false },
    productCode: str(options.productCode, 'I'),
    accounts: [{ typeCode: 'shipper', number: str(options.accountNumber) }],
    customerReferences: [{ value: `DO${order.id}`, typeCode: 'CU' }],
    customerDetails: {
      shipperDetails: {
        postalAddress: {
          postalCode: str(shipper.postalCode),
          cityName: str(shipper.cityName),
          countryCode: str(shipper.countryCode, order.country ?? ''),
          addressLine1: str(shipper.addressLine1),
        },
        contactInformation: {
          phone: str(shipper.phone),
          companyName: str(shipper.companyName),
          fullName: str(shipper.fullName, str(shipper.companyName)),
        },
      },
      receiverDetails: {
        postalAddress: {
          postalCode: receiver.postalCode ?? '',
          cityName: receiver.district ?? receiver.province ?? '',
          countryCode: order.country ?? '',
          addressLine1: receiver.street ?? '',
          ...(receiver.ward ? { addressLine2: receiver.ward } : {}),
          ...(receiver.province ? { provinceCode: receiver.province } : {}),
        },
        contactInformation: { phone: receiver.phone, companyName: receiver.name, fullName: receiver.name },
      },
    },
    content: {
      packages: [
        {
          weight: typeof options.defaultWeightKg === 'number' ? options.defaultWeightKg : 0.5,
          dimensions: { length: 1, width: 1, height: 1 },
          description,
        },
      ],
      isCustomsDeclarable: false,
      description: description || `Order ${order.saleOrderId}`,
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
    },
  };
}

/**
 * DHL Express through the MyDHL API (PARTNERS.md 2.1): `POST {base}/shipments` with HTTP Basic
 * and `x-version 2.12.0`; the answer's shipmentTrackingNumber is the tracking code. MyDHL has
 * no cash on delivery (2.1), so a COD order is refused here, not sent: such orders go through
 * DHL eCommerce (dhl-partner.ts). Chosen per org with `options.api = 'mydhl'` on the dhl row.
 */
export class MyDhlPartner implements LogisticsPartner {
  readonly kind = 'dhl' as const;

  constructor(private readonly options: { timeoutMs: number }) {}

  private headers(settings: PartnerSettings) {
    const basic = Buffer.from(
      `${settings.credentials.userName ?? ''}:${settings.credentials.password ?? ''}`,
    );
    return { authorization: `Basic ${basic.toString('base64')}`, 'x-version': MYDHL_VERSION };
  }

  async send(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<SendResult> {
    if (!settings.baseUrl) return refused('not_configured');
    if (order.codAmount > 0) return refused('cod_not_supported: MyDHL Express has no cash on delivery');
    const call = await callPartner(joinUrl(settings.baseUrl, 'shipments'), {
      method: 'POST',
      headers: this.headers(settings),
      json: myDhlShipmentRequest(order, settings, new Date()),
      timeoutMs: this.options.timeoutMs,
    });
    if (!call.ok) return call.failure;
    const { status, body, text } = call.response;
    // MyDHL's errors are problem details: {title, status, detail, instance}.
    if (status < 200 || status > 299)
      return failureOfStatus(status, pick(body, 'detail') ?? pick(body, 'title') ?? text);
    const trackingCode = textOf(pick(body, 'shipmentTrackingNumber'));
    if (!trackingCode) return refused(`mydhl_no_tracking_number: ${shortDetail(text)}`);
    return { ok: true, trackingCode, partnerReference: textOf(pick(body, 'dispatchConfirmationNumber')) };
  }

  /**
   * MyDHL tracks by DHL's own number, which a send whose answer was lost never learnt; PARTNERS.md
   * 2.1 documents no lookup by our customer reference. Unknown, and not safe to resend: each
   * POST /shipments books a new shipment.
   */
  findByReference = noLookup;

  resendIsSafe(): boolean {
    return false;
  }

  /** `GET {base}/shipments/{number}/tracking`: each checkpoint is one report. */
  async track(trackingCode: string, settings: PartnerSettings): Promise<StatusReport[]> {
    if (!settings.baseUrl) return [];
    const call = await callPartner(
      joinUrl(settings.baseUrl, `shipments/${encodeURIComponent(trackingCode)}/tracking`),
      { method: 'GET', headers: this.headers(settings), timeoutMs: this.options.timeoutMs },
    );
    if (!call.ok || call.response.status < 200 || call.response.status > 299) return [];
    const events = pick(call.response.body, 'shipments', 0, 'events');
    if (!Array.isArray(events)) return [];
    return events.map((event) => {
      const typeCode = textOf(pick(event, 'typeCode')) ?? '';
      const description = textOf(pick(event, 'description')) ?? '';
      const date = textOf(pick(event, 'date'));
      const time = textOf(pick(event, 'time')) ?? '00:00:00';
      const offset = textOf(pick(event, 'GMTOffset')) ?? '+00:00';
      return {
        trackingCode,
        status: EVENT_STATUS[typeCode] ?? statusFromWords(description),
        partnerStatus: `${typeCode}${description ? `: ${description}` : ''}`.slice(0, 500),
        occurredAt: date ? timeOf(`${date}T${time}${offset}`) : null,
        raw: event as Record<string, unknown>,
      };
    });
  }
}
