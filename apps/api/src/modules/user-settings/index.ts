/** A user's stored settings, read by the agent's profile. */
export { readSettings } from './user-settings.repository.js';
