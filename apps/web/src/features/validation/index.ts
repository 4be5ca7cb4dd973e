/** Order validation's public entry: its pages load lazily from its pages.ts. */
export { validationDetailPath } from './validation-paths';
