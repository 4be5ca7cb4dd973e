/** Shipping (SPEC.md 7.5): its pages are loaded lazily by its pages.ts; others may preset its filter. */
export { shippingStorageKey } from './shipping-filters';
