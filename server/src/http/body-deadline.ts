import type { Server } from 'node:http';

/**
 * A request's body must arrive within `ms` (`REQUEST_TIMEOUT_MS`), or its connection is dropped.
 * A client sending a body a byte at a time would otherwise hold a socket and a parser for as long
 * as it liked (seen: still connected after 7 minutes); Node's own `requestTimeout` did not cut such
 * a request here. Only requests with a body are watched: the timer costs nothing on GETs.
 */
export function bodyDeadline(server: Server, ms: number): void {
  server.on('request', (req) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
    const socket = req.socket;
    // Until the body is in, not until the reply is out: a request refused before its body is read
    // (no X-Requested-With, say) leaves Node draining the rest, and a trickled rest held the socket.
    // The listeners go with the timer: a keep-alive socket serves many requests.
    const done = () => {
      clearTimeout(timer);
      req.off('end', done);
      socket.off('close', done);
    };
    const timer = setTimeout(() => {
      done();
      if (!req.complete) socket.destroy();
    }, ms);
    timer.unref();
    req.once('end', done);
    socket.once('close', done);
  });
}
