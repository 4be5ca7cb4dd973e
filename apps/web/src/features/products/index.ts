/** Catalogue management's public entry: its pages load lazily from app/pages.tsx; nothing else is shared. */
export {};
