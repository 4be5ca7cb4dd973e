/** What other modules may use of transaction verification: the demo transfers (seed). */
export { seedDemoBankTransactions } from './transaction-verification.seed.js';
