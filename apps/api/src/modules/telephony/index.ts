/** The telephony service of an app context: the edit screen starts its calls through it. */
export { telephonyFor } from './telephony.service.js';
/** The simulator's recordings, for the demo's calls too. */
export { synthesiseCallRecording, WAV_CONTENT_TYPE } from './wav.js';
