/** Telephony's public entry: the web phone panel of the shell's toolbar, a lead's live call. */
export { LeadCallState, useLeadCall } from './lead-call-state';
export { refreshCurrentCall } from './phone-queries';
export { WebPhonePanel } from './web-phone-panel';
