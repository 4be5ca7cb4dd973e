/** The order exports' public entry: the export menu of the order management page. */
export { ExportMenu } from './export-menu';
