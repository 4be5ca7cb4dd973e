/** Shipping (SPEC.md 7.5): its pages are loaded lazily by app/pages.tsx; nothing else is shared. */
export {};
