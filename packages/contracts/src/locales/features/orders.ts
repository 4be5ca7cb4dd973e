import type { LocaleShape } from '../locale-shape.js';

/** Texts of the orders feature. */
export const ordersEn = {
  TITLE: 'Orders',
};

export const ordersVi: LocaleShape<typeof ordersEn> = {
  TITLE: 'Đơn hàng',
};
