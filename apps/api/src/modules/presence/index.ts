/** The sign-in and sign-out hooks app.ts gives the auth service: presence follows sessions. */
export { presenceSessionHooks, recordSignInAfterPasswordChange } from './presence.service.js';
