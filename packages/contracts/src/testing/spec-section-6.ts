/**
 * SPEC.md section 6, copied by hand for the tests that hold the contracts' permission table
 * against it (roles.test.ts, access/endpoint-access.test.ts). Not exported by the package.
 */

/** "Codes seen", verbatim. */
export const SPEC_CODES_SEEN = [11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28];

/** The "Role groups" table, row by row. */
export const SPEC_ROLE_GROUPS: Record<string, number[]> = {
  admin: [11, 16],
  staff: [12, 27],
  all: [11, 14, 15, 16, 12, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28],
  monitor: [11, 15, 16, 20, 23, 24],
  customers: [11, 14, 15, 16, 20, 21, 23, 24],
  campaign: [11, 15, 16, 20, 23, 24],
  orders: [11, 14, 15, 16, 12, 20, 18, 21, 22, 23, 24, 27, 28],
  callback: [11, 15, 16, 12, 20, 23, 24, 27],
  product: [11, 14, 15, 16, 20, 23, 24],
};

/** "Route specifics", written out from the prose. */
export const SPEC_ORDER_LIST = [11, 14, 15, 16, 12, 17, 18, 19, 20, 24, 27];
/** "Validation and shipping: 11 and 14 to 21, plus 24." */
export const SPEC_VALIDATION_AND_SHIPPING = [11, 14, 15, 16, 17, 18, 19, 20, 21, 24];
export const SPEC_ROUTE_LISTS: Record<string, number[]> = {
  orderList: SPEC_ORDER_LIST,
  orderManagement: [...SPEC_ORDER_LIST, 21, 28],
  transactionVerification: [20],
  reconcile: [11, 20],
  validation: SPEC_VALIDATION_AND_SHIPPING,
  shipping: SPEC_VALIDATION_AND_SHIPPING,
  trashManagement: [11, 15, 16, 17, 19, 20, 24],
};
