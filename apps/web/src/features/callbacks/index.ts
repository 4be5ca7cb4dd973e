/** Callbacks' public entry: the shell's reminders; the pages load lazily from app/pages.tsx. */
export { CallbackReminders } from './callback-reminders';
