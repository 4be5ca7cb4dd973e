/** Order validation's public entry: its pages load lazily from app/pages.tsx. */
export { validationDetailPath } from './validation-paths';
