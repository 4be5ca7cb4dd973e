import type { ApiModule } from '../../api-module.js';
import { transactionVerificationRoutes } from './transaction-verification.routes.js';
import { seedDemoBankTransactions } from './transaction-verification.seed.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => transactionVerificationRoutes(app, ctx),
  // After the payment settings: the demo transfers go to the org's account.
  seeds: [{ order: 80, demo: true, run: (db) => seedDemoBankTransactions(db) }],
};
