/** The edit screen's public entry: the auto-dialer shows a lead in it. */
export { useOrderDetail } from './lead-detail-queries';
export { default as OrderEditPage } from './order-edit-page';
