/** DO reconcile: the page is loaded lazily by app/pages.tsx. */
export {};
