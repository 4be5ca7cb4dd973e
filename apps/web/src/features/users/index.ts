/** Users (issue 10 item 1): the Users tab of the CRM settings page. */
export { UsersTab } from './users-tab';
