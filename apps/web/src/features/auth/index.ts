/** Auth's public entry: the shell places the password dialogs. Pages load through its pages.ts. */

export { expiryState } from './password-expiry';
export { PasswordDialogs, PasswordExpiryWarning } from './password-expiry-notice';
