import type { LocaleShape } from '../locale-shape.js';

/** Texts of the locations feature. */
export const locationsEn = {
  TITLE: 'Locations',
};

export const locationsVi: LocaleShape<typeof locationsEn> = {
  TITLE: 'Địa chỉ',
};
