export { DataTable, type DataTableProps, type DataTableColumn } from './DataTable';
