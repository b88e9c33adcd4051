export { PagedTable, type PagedTableProps, type PagedTableList } from './PagedTable';
