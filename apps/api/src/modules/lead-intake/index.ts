/** Lead creation by intake's rules, which order creation (lead-detail) builds on. */
export { createLead } from './lead-intake.service.js';
