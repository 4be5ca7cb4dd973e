/** Telephony's public entry: the web phone panel of the shell's toolbar. */
export { WebPhonePanel } from './web-phone-panel';
