/** What other modules may use of lead-detail: the readable history of a lead (trash management). */

/** The edit screen's access guard (who may open the lead), for the screen's payment QR. */
export { leadForCaller } from './lead-detail.service.js';
export { historyOfLead } from './lead-history.service.js';
