/** What other modules use of postbacks: queueing one in the transaction of a lead's outcome. */
export { type QueuePostbackInput, queuePostback } from './postbacks.service.js';
