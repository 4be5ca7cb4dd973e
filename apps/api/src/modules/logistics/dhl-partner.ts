import { currencyDecimals } from '@leadline/contracts';
import { MyDhlPartner } from './mydhl-partner.js';
import type {
  LogisticsPartner,
  OutgoingDeliveryOrder,
  PartnerSettings,
  ReferenceLookup,
  SendResult,
  StatusReport,
} from './partner.js';
import { refused } from './partner.js';
import { callPartner, failureOfStatus, joinUrl, pick, shortDetail, textOf } from './partner-http.js';
import { majorUnits, statusFromWords, timeOf } from './status-words.js';

/** The token answer's success code (PARTNERS.md 2.2). */
const TOKEN_OK = '100000';
/** The label and shipment answers' success code (PARTNERS.md 2.2: `200`). */
const BD_OK = '200';

const reasonOf = (failure: SendResult) => (failure.ok ? 'no_answer' : failure.reason);

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The shipper/pickup address from the org's options (`options.shipper`), in DHL's field names. */
function shipperAddress(options: Record<string, unknown>) {
  const shipper = (options.shipper ?? {}) as Record<string, unknown>;
  return {
    companyName: str(shipper.companyName),
    name: str(shipper.name),
    address1: str(shipper.address1),
    address2: str(shipper.address2),
    address3: str(shipper.address3),
    city: str(shipper.city),
    state: str(shipper.state),
    district: str(shipper.district),
    country: str(shipper.country),
    postCode: str(shipper.postCode),
    phone: str(shipper.phone),
    email: str(shipper.email),
  };
}

/** Our shipment id: DHL tracks by it (PARTNERS.md 2.2), so a resend of the same DO reuses it. */
export function dhlShipmentId(order: OutgoingDeliveryOrder, options: Record<string, unknown>): string {
  return `${str(options.shipmentIdPrefix, order.orgCode)}${String(order.id).padStart(9, '0')}`;
}

export function dhlHeader(messageType: string, accessToken: string, messageVersion: string) {
  return {
    messageType,
    messageDateTime: new Date().toISOString(),
    accessToken,
    messageVersion,
    messageLanguage: 'en',
  };
}

/** The manifest request (`POST /rest/v3/Shipment`, root manifestRequest) of one DO. */
export function dhlManifestRequest(
  order: OutgoingDeliveryOrder,
  settings: PartnerSettings,
  accessToken: string,
) {
  const { options } = settings;
  const decimals = currencyDecimals(order.currency);
  const address = shipperAddress(options);
  const receiver = order.receiver;
  return {
    manifestRequest: {
      hdr: dhlHeader('SHIPMENT', accessToken, '1.0'),
      bd: {
        customerAccountId: str(options.customerAccountId) || undefined,
        pickupAccountId: str(options.pickupAccountId),
        soldToAccountId: str(options.soldToAccountId),
        handoverMethod: typeof options.handoverMethod === 'number' ? options.handoverMethod : 2,
        pickupAddress: address,
        shipperAddress: address,
        shipmentItems: [
          {
            consigneeAddress: {
              name: receiver.name,
              address1: receiver.street ?? '',
              address2: receiver.ward ?? '',
              address3: '',
              city: receiver.district ?? '',
              state: receiver.province ?? '',
              district: receiver.district ?? '',
              country: order.country ?? '',
              postCode: receiver.postalCode ?? '',
              phone: receiver.phone,
            },
            shipmentID: dhlShipmentId(order, options),
            returnMode: '02',
            packageDesc: order.items
              .map((item) => `${item.quantity} x ${item.name}`)
              .join(', ')
              .slice(0, 50),
            totalWeight: typeof options.defaultWeightGrams === 'number' ? options.defaultWeightGrams : 500,
            totalWeightUOM: 'G',
            dimensionUOM: 'cm',
            customerReference1: `SO${order.saleOrderId}`,
            customerReference2: `LEAD${order.leadId}`,
            productCode: str(options.productCode, 'PDO'),
            totalValue: majorUnits(order.orderAmount, decimals),
            currency: order.currency,
            // Only on a COD order, as salesX does (PARTNERS.md 2.2).
            ...(order.codAmount > 0 ? { codValue: majorUnits(order.codAmount, decimals) } : {}),
            remarks: order.note ?? '',
          },
        ],
      },
    },
  };
}

/**
 * DHL eCommerce Asia Pacific (PARTNERS.md 2.2), the domestic COD parcel API: a token from
 * `GET /rest/v1/OAuth/AccessToken`, then the manifest-only create `POST /rest/v3/Shipment`
 * (no label: the warehouse prints DHL's labels), and `POST /rest/v3/Tracking` to poll: DHL
 * eCommerce pushes nothing. The tracking code is our shipmentID (DHL's tracking key), the
 * partner reference DHL's deliveryConfirmationNo.
 */
export class DhlPartner implements LogisticsPartner {
  readonly kind = 'dhl' as const;
  /** DHL Express (MyDHL API), for an org whose dhl row says `options.api = 'mydhl'`. */
  private readonly express: MyDhlPartner;

  constructor(private readonly options: { timeoutMs: number }) {
    this.express = new MyDhlPartner(options);
  }

  private async token(settings: PartnerSettings): Promise<{ token: string } | { failure: SendResult }> {
    const base = settings.baseUrl as string;
    const query = new URLSearchParams({
      clientId: settings.credentials.clientId ?? '',
      password: settings.credentials.password ?? '',
      returnFormat: 'json',
    });
    const call = await callPartner(joinUrl(base, `rest/v1/OAuth/AccessToken?${query}`), {
      method: 'GET',
      timeoutMs: this.options.timeoutMs,
    });
    if (!call.ok) return { failure: call.failure };
    const { status, body, text } = call.response;
    if (status < 200 || status > 299) return { failure: failureOfStatus(status, text) };
    const code = textOf(pick(body, 'accessTokenResponse', 'responseStatus', 'code'));
    const token = textOf(pick(body, 'accessTokenResponse', 'token'));
    if (code !== TOKEN_OK || !token) {
      const said = shortDetail(pick(body, 'accessTokenResponse', 'responseStatus', 'message'));
      return { failure: refused(`dhl_auth_${code ?? 'no_token'}${said ? `: ${said}` : ''}`) };
    }
    return { token };
  }

  async send(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<SendResult> {
    if (settings.options.api === 'mydhl') return this.express.send(order, settings);
    if (!settings.baseUrl) return refused('not_configured');
    const auth = await this.token(settings);
    if ('failure' in auth) return auth.failure;
    const call = await callPartner(joinUrl(settings.baseUrl, 'rest/v3/Shipment'), {
      method: 'POST',
      json: dhlManifestRequest(order, settings, auth.token),
      timeoutMs: this.options.timeoutMs,
    });
    if (!call.ok) return call.failure;
    const { status, body, text } = call.response;
    if (status < 200 || status > 299) return failureOfStatus(status, text);
    const bd = pick(body, 'manifestResponse', 'bd');
    const code = textOf(pick(bd, 'responseStatus', 'code'));
    if (code !== null && code !== BD_OK) {
      const detail =
        pick(bd, 'responseStatus', 'messageDetails', 0, 'messageDetail') ??
        pick(bd, 'responseStatus', 'message');
      return refused(`dhl_${code}${shortDetail(detail) ? `: ${shortDetail(detail)}` : ''}`);
    }
    const item = pick(bd, 'shipmentItems', 0);
    return {
      ok: true,
      trackingCode: textOf(pick(item, 'shipmentID')) ?? dhlShipmentId(order, settings.options),
      partnerReference: textOf(pick(item, 'deliveryConfirmationNo')),
    };
  }

  /** `POST /rest/v3/Tracking` of one shipment id: the answer's shipmentItems, or why there are none. */
  private async trackItems(
    trackingCode: string,
    settings: PartnerSettings,
  ): Promise<{ items: unknown[] } | { failure: string }> {
    if (!settings.baseUrl) return { failure: 'not_configured' };
    const auth = await this.token(settings);
    if ('failure' in auth) return { failure: reasonOf(auth.failure) };
    const call = await callPartner(joinUrl(settings.baseUrl, 'rest/v3/Tracking'), {
      method: 'POST',
      json: {
        trackItemRequest: {
          hdr: dhlHeader('TRACKITEM', auth.token, '1.0'),
          bd: {
            pickupAccountId: str(settings.options.pickupAccountId),
            soldToAccountId: str(settings.options.soldToAccountId),
            ePODRequired: 'Y',
            trackingReferenceNumber: [trackingCode],
          },
        },
      },
      timeoutMs: this.options.timeoutMs,
    });
    if (!call.ok) return { failure: reasonOf(call.failure) };
    const { status, body, text } = call.response;
    if (status < 200 || status > 299) return { failure: reasonOf(failureOfStatus(status, text)) };
    const items = pick(body, 'trackItemResponse', 'bd', 'shipmentItems');
    return { items: Array.isArray(items) ? items : [] };
  }

  /**
   * DHL tracks by our shipmentID (PARTNERS.md 2.2), which every send of a DO carries: a shipment
   * item of that id means DHL holds the parcel; none means it does not. A resend is safe too (the
   * same shipmentID), which is what an `unknown` after a failed lookup leads to.
   */
  async findByReference(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<ReferenceLookup> {
    if (settings.options.api === 'mydhl') return this.express.findByReference();
    const shipmentId = dhlShipmentId(order, settings.options);
    const answer = await this.trackItems(shipmentId, settings);
    if ('failure' in answer) return { state: 'unknown', reason: `lookup: ${answer.failure}` };
    const held = answer.items.find((item) => textOf(pick(item, 'shipmentID')) === shipmentId);
    if (!held) return { state: 'absent' };
    return {
      state: 'held',
      trackingCode: shipmentId,
      partnerReference: textOf(pick(held, 'deliveryConfirmationNo')),
    };
  }

  resendIsSafe(settings: PartnerSettings): boolean {
    return settings.options.api !== 'mydhl';
  }

  /** Polls `POST /rest/v3/Tracking`: each event of the shipment is one report. */
  async track(trackingCode: string, settings: PartnerSettings): Promise<StatusReport[]> {
    if (settings.options.api === 'mydhl') return this.express.track(trackingCode, settings);
    const answer = await this.trackItems(trackingCode, settings);
    if ('failure' in answer) return [];
    return answer.items.flatMap((item) => {
      const code = textOf(pick(item, 'shipmentID')) ?? trackingCode;
      const events = pick(item, 'events');
      if (!Array.isArray(events)) return [];
      return events.map((event) => {
        const words = [textOf(pick(event, 'status')), textOf(pick(event, 'description'))]
          .filter(Boolean)
          .join(': ');
        return {
          trackingCode: code,
          status: statusFromWords(words),
          partnerStatus: words.slice(0, 500),
          occurredAt: timeOf(textOf(pick(event, 'dateTime'))),
          raw: event as Record<string, unknown>,
        };
      });
    });
  }
}
