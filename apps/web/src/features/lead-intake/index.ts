/** Lead import (SPEC.md 7.2): the button for the order list page, which opens its dialog. */
export { ImportLeadsButton } from './import-leads-button';
