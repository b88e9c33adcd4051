export { HtmlContent, type HtmlContentProps } from './HtmlContent';
export { sanitizeHtml, type SanitizeProfile } from './sanitize';
