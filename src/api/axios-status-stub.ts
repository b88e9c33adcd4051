/**
 * Stands in for axios's `HttpStatusCode` table (status names both ways, `axios.HttpStatusCode`) in
 * the browser build (see vite.config.ts): the app reads a response's status as a number and its
 * spec §8 code, never a status by name, and the table weighed on the first load.
 */
const HttpStatusCode: Record<string, never> = {};

export default HttpStatusCode;
