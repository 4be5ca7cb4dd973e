/** Pending shipping has no part other features use; its page is loaded lazily by its pages.ts. */
export {};
