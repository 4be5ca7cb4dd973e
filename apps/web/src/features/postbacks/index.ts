/** Pending postback has no part other features use; its page is loaded lazily (its pages.ts). */
export {};
