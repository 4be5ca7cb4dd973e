import type { ApiModule } from '../../api-module.js';
import { paymentQrRoutes } from './payment-qr.routes.js';
import { seedDemoPaymentSettings } from './payment-qr.seed.js';

export const apiModule: ApiModule = {
  // The org's payment settings and the QR of a sale order: the payments domain.
  layer: 'domain',
  routes: ({ app }) => paymentQrRoutes(app),
  seeds: [{ order: 70, demo: true, run: (db) => seedDemoPaymentSettings(db) }],
};
