export { Page, pageParts, useDocumentTitle, type PageProps } from './Page';
