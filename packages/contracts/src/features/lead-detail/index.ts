/** What other features may use of lead-detail: its schemas (trash management reads leads and history). */
export * from './lead-detail.js';
export * from './roles.js';
