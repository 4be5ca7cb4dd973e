/** What other features may use of org-settings: its schemas and the delivery cut-off rule. */

export * from './delivery-risk-settings.js';
export * from './errors.js';
export * from './logistics-partners.js';
export * from './org-settings.js';
export * from './postback-networks.js';
export * from './roles.js';
