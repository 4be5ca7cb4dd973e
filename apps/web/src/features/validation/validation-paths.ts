/** /apps/orders/validation/detail/{orderId} (SPEC.md 2.2): an order to validate, by its SO id. */
export const validationDetailPath = (soId: number) => `/apps/orders/validation/detail/${soId}`;
