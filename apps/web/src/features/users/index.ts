/** Users (docs/users.md): the Users tab of the CRM settings page. */
export { UsersTab } from './users-tab';
