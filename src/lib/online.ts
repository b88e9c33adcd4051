/**
 * False only when the browser knows the device is offline (`navigator.onLine`): a request made now
 * never leaves it. True is no promise — a network can answer nothing — only the absence of that knowledge.
 */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
