/** Catalogue management's public entry: its pages load lazily from its pages.ts; nothing else is shared. */
export {};
