/** Pending postback has no part other features use; its page is loaded lazily by app/pages.tsx. */
export {};
