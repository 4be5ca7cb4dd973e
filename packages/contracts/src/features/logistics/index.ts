/** What other features may use of logistics: partner kinds, DO statuses, the webhook's schemas. */
export * from './logistics.js';
export * from './partner-words.js';
