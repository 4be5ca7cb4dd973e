import type { LocaleShape } from '../locale-shape.js';

/** Texts of the products feature. */
export const productsEn = {
  TITLE: 'Products',
};

export const productsVi: LocaleShape<typeof productsEn> = {
  TITLE: 'Sản phẩm',
};
