/** What other modules may use of payment-qr: the org's payment settings (docs/payments.md). */
export {
  loadPaymentSettings,
  orgIdOfCode,
  type PaymentSettingsChange,
  type PaymentSettingsRow,
  paymentSettingsOf,
  savePaymentSettings,
  toOrgPaymentSettings,
} from './payment-settings.repository.js';
