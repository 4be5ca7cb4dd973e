/** Trash management's public entry: its pages load lazily from its pages.ts. */
export { trashLeadPath } from './trash-paths';
