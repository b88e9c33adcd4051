import type { Server } from 'node:http';

/**
 * A request's body must arrive within `ms` (`REQUEST_TIMEOUT_MS`), or its connection is dropped.
 * A client sending a body a byte at a time would otherwise hold a socket and a parser for as long
 * as it liked (seen: still connected after 7 minutes); Node's own `requestTimeout` did not cut such
 * a request here. Only requests with a body are watched: the timer costs nothing on GETs.
 */
export function bodyDeadline(server: Server, ms: number): void {
  server.on('request', (req, res) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, ms);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
  });
}
