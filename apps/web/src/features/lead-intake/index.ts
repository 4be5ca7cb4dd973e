/** Lead import (SPEC.md 7.2): the button for the order list page and its dialog. */
export { ImportLeadsButton } from './import-leads-button';
export { ImportLeadsDialog } from './import-leads-dialog';
