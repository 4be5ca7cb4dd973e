/** What other features may use of user-settings: its schemas and rules. */
export * from './user-settings.js';
