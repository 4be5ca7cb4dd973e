/** Campaigns' public entry: its pages load lazily from its pages.ts. */
export {};
