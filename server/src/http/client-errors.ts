import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const statusOf = (code: string | undefined): number =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Node's own refusals, before there is a request to route — headers over its size limit, a request
 * line it cannot parse, a request too slow to arrive — keep the error contract too: a §8 code in
 * `{ message, detail }`, not Fastify's default `{ error, statusCode }` body. Fastify's
 * `clientErrorHandler`; like the default, it answers only a socket still open and then closes it.
 */
export function clientErrorReply(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(err.code);
  const body = JSON.stringify({ message: 'KEY_INVALID', detail: STATUS_CODES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
