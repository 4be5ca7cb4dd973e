/** What other features may use of the payment QR: its schemas, the memo reference and the codec. */
export * from './errors.js';
export * from './payment-qr.js';
export * from './payment-qr-codec.js';
