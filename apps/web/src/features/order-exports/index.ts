export { ExportMenu, type ExportMenuProps, exportKindsFor } from './export-menu';
