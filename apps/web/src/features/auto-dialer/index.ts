/** The auto-dialer's public entry: the auto-call watcher the shell mounts once. */
export { AutoCallWatcher } from './auto-call-watcher';
