/** What other modules may use of lead-detail: the readable history of a lead (trash management). */
export { historyOfLead } from './lead-history.service.js';
