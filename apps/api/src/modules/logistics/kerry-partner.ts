import { currencyDecimals, kerryStatusPushSchema, LOGISTICS_DO_STATUS } from '@leadline/contracts';
import type {
  LogisticsPartner,
  OutgoingDeliveryOrder,
  PartnerSettings,
  SendResult,
  StatusReport,
} from './partner.js';
import { noLookup, refused } from './partner.js';
import { callPartner, failureOfStatus, joinUrl, pick, shortDetail, textOf } from './partner-http.js';
import { majorUnits, statusFromWords, timeOf } from './status-words.js';

/** Success of Smart-EDI's answer: `000` (Clickend, the Node client) or `00` (the Yii client). */
const KERRY_OK = new Set(['000', '00']);

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** Our consignment number: prefix + DO id (PARTNERS.md 3), the same on a resend. */
export function kerryConsignmentNo(order: OutgoingDeliveryOrder, options: Record<string, unknown>): string {
  return `${str(options.conPrefix, order.orgCode)}${String(order.id).padStart(9, '0')}`;
}

/** The create request `{"req":{"shipment":{...}}}` of one DO (PARTNERS.md 3). */
export function kerryShipmentRequest(order: OutgoingDeliveryOrder, settings: PartnerSettings) {
  const sender = (settings.options.sender ?? {}) as Record<string, unknown>;
  const decimals = currencyDecimals(order.currency);
  const receiver = order.receiver;
  const cod = order.codAmount > 0;
  return {
    req: {
      shipment: {
        con_no: kerryConsignmentNo(order, settings.options),
        s_name: str(sender.name),
        s_address: str(sender.address),
        s_village: str(sender.village),
        s_soi: str(sender.soi),
        s_road: str(sender.road),
        s_subdistrict: str(sender.subdistrict),
        s_district: str(sender.district),
        s_province: str(sender.province),
        s_zipcode: str(sender.zipcode),
        s_mobile1: str(sender.mobile),
        s_mobile2: '',
        s_telephone: str(sender.telephone),
        s_email: str(sender.email),
        s_contactperson: str(sender.contactPerson, str(sender.name)),
        r_name: receiver.name,
        r_address: receiver.street ?? '',
        r_village: '',
        r_soi: '',
        r_road: '',
        r_subdistrict: receiver.ward ?? '',
        r_district: receiver.district ?? '',
        r_province: receiver.province ?? '',
        r_zipcode: receiver.postalCode ?? '',
        r_mobile1: receiver.phone,
        r_mobile2: '',
        r_telephone: '',
        r_email: '',
        r_contactperson: receiver.name,
        special_note: order.note ?? '',
        service_code: str(settings.options.serviceCode, 'ND'),
        // Clickend's rule: COD with its amount, otherwise CASH with 0.
        cod_amount: cod ? majorUnits(order.codAmount, decimals) : 0,
        cod_type: cod ? 'COD' : 'CASH',
        tot_pkg: 1,
        declare_value: majorUnits(order.orderAmount, decimals),
        ref_no: `SO${order.saleOrderId}`,
        unique_id: `DO${order.id}`,
        action_code: 'A',
      },
    },
  };
}

/**
 * A Kerry status code as a DO status: `POD` is delivered (PARTNERS.md 3, the only code seen);
 * the full Table2 is not public (section 8), so other codes are read from their description.
 */
export function kerryStatus(code: string, description: string): number {
  if (code.toUpperCase() === 'POD') return LOGISTICS_DO_STATUS.DELIVERED;
  return statusFromWords(description);
}

/**
 * Kerry Express Thailand Smart-EDI (PARTNERS.md 3): `POST {base}/SmartEDI/shipment_info` with the
 * `app_id` and `app_key` headers; success is status_code 000 and our con_no is the tracking code.
 * Kerry pushes each status to POST /api/logistics/webhook/kerry (parseWebhook).
 */
export class KerryPartner implements LogisticsPartner {
  readonly kind = 'kerry' as const;

  constructor(private readonly options: { timeoutMs: number }) {}

  async send(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<SendResult> {
    if (!settings.baseUrl) return refused('not_configured');
    const request = kerryShipmentRequest(order, settings);
    const call = await callPartner(joinUrl(settings.baseUrl, 'SmartEDI/shipment_info'), {
      method: 'POST',
      headers: { app_id: settings.credentials.appId ?? '', app_key: settings.credentials.appKey ?? '' },
      json: request,
      timeoutMs: this.options.timeoutMs,
    });
    if (!call.ok) return call.failure;
    const { status, body, text } = call.response;
    if (status < 200 || status > 299) return failureOfStatus(status, text);
    const code = textOf(pick(body, 'res', 'shipment', 'status_code'));
    if (code === null || !KERRY_OK.has(code)) {
      const said = shortDetail(pick(body, 'res', 'shipment', 'status_desc'));
      return refused(`kerry_${code ?? 'no_status'}${said ? `: ${said}` : ''}`);
    }
    return {
      ok: true,
      trackingCode: textOf(pick(body, 'res', 'shipment', 'con_no')) ?? request.req.shipment.con_no,
      partnerReference: null,
    };
  }

  /**
   * Smart-EDI's public form has no lookup by con_no (PARTNERS.md 3: `shipment_status` is only a
   * commented-out URL), so the answer is unknown; a resend is safe: it carries the same con_no
   * (prefix + DO id) with action_code A, which Kerry keys the shipment on.
   */
  findByReference = noLookup;

  resendIsSafe(): boolean {
    return true;
  }

  parseWebhook(_headers: Record<string, string | string[] | undefined>, body: unknown): StatusReport[] {
    const parsed = kerryStatusPushSchema.safeParse(body);
    if (!parsed.success) return [];
    const status = parsed.data.req.status;
    const description = status.status_desc ?? '';
    return [
      {
        trackingCode: status.con_no,
        status: kerryStatus(status.status_code, description),
        partnerStatus: `${status.status_code}${description ? `: ${description}` : ''}`.slice(0, 500),
        occurredAt: timeOf(status.status_date) ?? timeOf(status.update_date),
        raw: parsed.data,
      },
    ];
  }
}
