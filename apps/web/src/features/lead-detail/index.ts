/** The edit screen's public entry: the auto-dialer shows a lead in it; trash management its history. */
export { useOrderDetail } from './lead-detail-queries';
export { default as OrderEditPage } from './order-edit-page';
export { HistoryEntries } from './side-panels';
