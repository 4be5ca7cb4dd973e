import type { LogisticsPartner, OutgoingDeliveryOrder, PartnerSettings, SendResult } from './partner.js';
import { noLookup, refused } from './partner.js';
import { callPartner, failureOfStatus, joinUrl, pick, shortDetail, textOf } from './partner-http.js';

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The session cookies of a Service Layer login: B1SESSION (also the body's SessionId) and ROUTEID. */
function sessionCookie(headers: Headers, sessionId: string): string {
  const cookies = new Map<string, string>([['B1SESSION', sessionId]]);
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name && (name.trim() === 'B1SESSION' || name.trim() === 'ROUTEID'))
      cookies.set(name.trim(), value.join('='));
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** SAP's error answer `{"error":{"code","message":{"value"}}}` in a few words. */
function sapError(body: unknown, text: string): string {
  return shortDetail(pick(body, 'error', 'message', 'value') ?? pick(body, 'error', 'message') ?? text);
}

/** The DeliveryNotes document of one DO (PARTNERS.md 4.1, fields of the gist). */
export function sapDeliveryNote(order: OutgoingDeliveryOrder, settings: PartnerSettings) {
  const warehouse = str(settings.options.warehouseCode);
  return {
    CardCode: str(settings.options.cardCode),
    // Leadline's sale order is not an SAP document, so the lines carry no BaseType/BaseEntry:
    // the DO and sale order ids and the COD go into the pick remark the warehouse reads.
    PickRemark: `Leadline DO ${order.id} SO ${order.saleOrderId} COD ${order.codAmount} ${order.currency}`,
    DocumentLines: order.items.map((item) => ({
      ItemCode: item.sku,
      Quantity: item.quantity,
      ...(warehouse ? { WarehouseCode: warehouse } : {}),
    })),
  };
}

/**
 * SAP Business One Service Layer (PARTNERS.md 4.1): `POST /b1s/v1/Login` {CompanyDB, UserName,
 * Password}, then `POST /b1s/v1/DeliveryNotes` with the B1SESSION and ROUTEID cookies, then
 * Logout. The answer's DocEntry is the partner reference; SAP hands out no carrier tracking
 * code (the warehouse fills TrackingNumber later), so the DO is sent without one.
 */
export class SapPartner implements LogisticsPartner {
  readonly kind = 'sap' as const;

  constructor(private readonly options: { timeoutMs: number }) {}

  /**
   * PARTNERS.md 4.1 documents no query of DeliveryNotes by our reference (the DO is only in the
   * pick remark), so the answer is unknown; and a second POST makes a second delivery note, so a
   * send whose outcome was lost goes to pending shipping for a person to check in SAP.
   */
  findByReference = noLookup;

  resendIsSafe(): boolean {
    return false;
  }

  async send(order: OutgoingDeliveryOrder, settings: PartnerSettings): Promise<SendResult> {
    if (!settings.baseUrl) return refused('not_configured');
    const base = settings.baseUrl;
    const login = await callPartner(joinUrl(base, 'b1s/v1/Login'), {
      method: 'POST',
      json: {
        CompanyDB: settings.credentials.companyDb ?? '',
        UserName: settings.credentials.userName ?? '',
        Password: settings.credentials.password ?? '',
      },
      timeoutMs: this.options.timeoutMs,
    });
    if (!login.ok) return login.failure;
    const loginAnswer = login.response;
    if (loginAnswer.status < 200 || loginAnswer.status > 299)
      return failureOfStatus(loginAnswer.status, `login: ${sapError(loginAnswer.body, loginAnswer.text)}`);
    const sessionId = textOf(pick(loginAnswer.body, 'SessionId'));
    if (!sessionId) return refused('sap_login: no SessionId');
    const cookie = sessionCookie(loginAnswer.headers, sessionId);

    const created = await callPartner(joinUrl(base, 'b1s/v1/DeliveryNotes'), {
      method: 'POST',
      headers: { cookie },
      json: sapDeliveryNote(order, settings),
      timeoutMs: this.options.timeoutMs,
    });
    // Logging out frees the session (licences are per session); its outcome changes nothing.
    void callPartner(joinUrl(base, 'b1s/v1/Logout'), {
      method: 'POST',
      headers: { cookie },
      timeoutMs: this.options.timeoutMs,
    });
    if (!created.ok) return created.failure;
    const { status, body, text } = created.response;
    if (status < 200 || status > 299) return failureOfStatus(status, sapError(body, text));
    return {
      ok: true,
      trackingCode: textOf(pick(body, 'TrackingNumber')),
      partnerReference: textOf(pick(body, 'DocEntry')),
    };
  }
}
