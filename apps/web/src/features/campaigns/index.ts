/** Campaigns' public entry: its pages load lazily from app/pages.tsx. */
export {};
