/** Campaigns' public entry: the callback rule of a lead's campaign (the edit screen's schedule and save). */
export { checkCallbackWithinCampaign } from './campaigns.service.js';
