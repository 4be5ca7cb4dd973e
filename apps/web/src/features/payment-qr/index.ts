/** The payment QR's public entry: the panel the order edit screen mounts for a bank transfer. */
export { PaymentQrPanel } from './payment-qr-panel';
