/** What other modules may use of org-settings: the org's delivery cut-off (validation's approval). */
export { loadDeliveryCutoff } from './org-settings.repository.js';
