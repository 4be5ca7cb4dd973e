/**
 * What the rest of the API uses of sign-in: the service and tokens app.ts wires, password
 * hashing (agent, seed), revoking a user's tokens (presence) and the app's stored secrets (cdrs).
 */
export { ensureAppSecret, revokeTokensBefore } from './auth.repository.js';
export { AuthService } from './auth.service.js';
export { hashPassword, verifyPassword } from './password-hasher.js';
export { SessionCache } from './session-cache.js';
export { loadSigningSecret, TokenService } from './token-service.js';
