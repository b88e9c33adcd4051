/**
 * Stands in for axios's fetch adapter in the browser build (see vite.config.ts). The app always
 * uses the XHR adapter (axios picks it first in browsers, and only XHR reports upload progress for
 * slips and chat media), so the fetch adapter (~4 KB gzip minified, with the helpers only it uses)
 * would be dead weight on the first load.
 */
export const getFetch = (): false => false;

export default false;
