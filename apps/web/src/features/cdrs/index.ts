/** The CDRs' public entry: a lead's calls, for the edit screen's Calls tab. */
export { LeadCallsList } from './lead-calls-list';
