/** What other features may use of lead-intake: its schemas and rules. */
export * from './lead-intake.js';
export * from './roles.js';
