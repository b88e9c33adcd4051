export { PagedTable, type PagedTableProps } from './PagedTable';
