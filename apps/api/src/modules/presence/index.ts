/** The sign-in and sign-out hooks app.ts gives the auth service (presence follows sessions), and calls. */

/** The active agents with their state, for other features' panels (the dashboard's team). */
export { type BoardAgentRow, listBoardAgents } from './presence.repository.js';
export {
  followCall,
  presenceSessionHooks,
  recordDeactivated,
  recordSignInAfterPasswordChange,
  stateOf,
} from './presence.service.js';
