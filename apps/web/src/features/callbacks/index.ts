/** Callbacks' public entry: the shell's reminders; the pages load lazily from its pages.ts. */
export { CallbackReminders } from './callback-reminders';
