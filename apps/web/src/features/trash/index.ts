/** Trash management's public entry: its pages load lazily from app/pages.tsx. */
export { trashLeadPath } from './trash-paths';
