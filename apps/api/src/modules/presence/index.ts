/** The sign-in and sign-out hooks app.ts gives the auth service (presence follows sessions), and calls. */
export {
  followCall,
  presenceSessionHooks,
  recordDeactivated,
  recordSignInAfterPasswordChange,
  stateOf,
} from './presence.service.js';
