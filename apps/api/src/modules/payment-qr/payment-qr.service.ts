import {
  buildPaymentQr,
  findOrg,
  PAYMENT_QR_ERRORS,
  type PaymentQr,
  paymentReference,
  SO_STATUS,
  type TransactionByLead,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { leadForCaller } from '../leads/index.js';
import { saleOrderToPay } from './payment-qr.repository.js';
import { loadPaymentSettings, type PaymentSettingsRow } from './payment-settings.repository.js';

/** Orders a customer may still pay by transfer: not cancelled, delivered or returned. */
const PAYABLE: readonly number[] = [SO_STATUS.PENDING, SO_STATUS.APPROVED];

type Verdict =
  | { ok: true; scheme: 'vietqr' | 'promptpay'; settings: PaymentSettingsRow; order: Order }
  | { ok: false; color: TransactionByLead['color']; message: string; order: Order | undefined };
type Order = NonNullable<Awaited<ReturnType<typeof saleOrderToPay>>>;

/** Whether the lead's order may be paid by QR: the org's country and account, then the order. */
async function verdict(trx: ScopedDb, user: SessionUser, leadId: number, soId?: number): Promise<Verdict> {
  const lead = await leadForCaller(trx, user, leadId);
  const country = findOrg(lead.orgId)?.country;
  const order = await saleOrderToPay(trx, lead.id, soId);
  if (country !== 'VN' && country !== 'TH')
    return { ok: false, color: 'info', message: 'PAYMENT_QR.MESSAGE.UNSUPPORTED_COUNTRY', order };
  const settings = await loadPaymentSettings(trx, lead.orgId);
  const scheme = country === 'VN' ? 'vietqr' : 'promptpay';
  const configured =
    settings?.qrEnabled === true &&
    (scheme === 'vietqr'
      ? Boolean(settings.bankBin && settings.accountNumber)
      : Boolean(settings.promptpayTarget));
  if (!configured || !settings)
    return { ok: false, color: 'warning', message: 'PAYMENT_QR.MESSAGE.NOT_CONFIGURED', order };
  if (!order) return { ok: false, color: 'info', message: 'PAYMENT_QR.MESSAGE.NO_ORDER', order };
  if (!PAYABLE.includes(order.status) || order.amount <= 0)
    return { ok: false, color: 'info', message: 'PAYMENT_QR.MESSAGE.NOT_PAYABLE', order };
  return { ok: true, scheme, settings, order };
}

/** GET transaction by lead (SPEC.md 3): allowQrCode, color, message. */
export async function transactionByLead(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
): Promise<TransactionByLead> {
  const result = await verdict(trx, user, leadId);
  const soId = result.order?.id ?? null;
  const reference = soId === null ? null : paymentReference(soId);
  if (!result.ok)
    return { allowQrCode: false, color: result.color, message: result.message, soId, reference };
  return { allowQrCode: true, color: 'success', message: 'PAYMENT_QR.MESSAGE.READY', soId, reference };
}

/**
 * POST generate QR: the order's amount and its reference as the memo (62.08), to the org's
 * account. `code` names the receiving bank; the org has one account, so another bank is refused.
 */
export async function generateQr(
  trx: ScopedDb,
  user: SessionUser,
  input: { leadId: number; code?: string | undefined; soId?: number | undefined },
): Promise<PaymentQr> {
  const result = await verdict(trx, user, input.leadId, input.soId);
  if (!result.ok) throw ruleViolation(result.message);
  const { settings, order, scheme } = result;
  if (input.code !== undefined && scheme === 'vietqr' && input.code !== settings.bankBin)
    throw ruleViolation(PAYMENT_QR_ERRORS.NOT_AVAILABLE);
  const reference = paymentReference(order.id);
  let payload: string;
  try {
    payload =
      scheme === 'vietqr'
        ? buildPaymentQr({
            scheme,
            bankBin: settings.bankBin ?? '',
            account: settings.accountNumber ?? '',
            // VND has no minor unit: the order's amount is whole dong.
            amount: order.amount,
            memo: reference,
          })
        : buildPaymentQr({ scheme, target: settings.promptpayTarget ?? '', amount: order.amount });
  } catch {
    throw ruleViolation(PAYMENT_QR_ERRORS.BUILD_FAILED);
  }
  return {
    scheme,
    payload,
    soId: order.id,
    amount: order.amount,
    currency: order.currency,
    reference,
    bankName: scheme === 'vietqr' ? settings.bankName : 'PromptPay',
    accountNumber: scheme === 'vietqr' ? settings.accountNumber : settings.promptpayTarget,
    accountName: settings.accountName,
  };
}
