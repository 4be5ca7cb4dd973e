/** The telephony service of an app context: the edit screen starts its calls through it. */
export { telephonyFor } from './telephony.service.js';
