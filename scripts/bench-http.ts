/**
 * The load generator's HTTP client: keep-alive HTTP/1.1 over raw sockets, one request at a time
 * per socket, the reply read only as far as its status and length. On a 2-core machine the load
 * generator shares the cores with the server and PostgreSQL; Node's `http` client with a JSON
 * parse of every reply cost it 120–160 µs of CPU per request, as much as a third of what the
 * server spends, where pgbench's C client costs next to nothing. Setup calls that read replies
 * keep using `request` (scripts/bench-load.ts).
 */
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

interface Waiting {
  resolve: (status: number) => void;
  reject: (error: Error) => void;
}

/** One keep-alive connection; `send` resolves with the reply's status once its body has arrived. */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: Waiting | null = null;
  closed = false;

  constructor(port: number) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      this.waiting?.reject(error);
      this.waiting = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  send(request: Buffer): Promise<number> {
    if (this.closed) return Promise.reject(new Error('connection closed'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      // Every route the bench loads answers with a length; anything else is a failure, loudly.
      this.waiting?.reject(new Error(`reply without content-length: ${head.split('\r\n')[0]}`));
      this.socket.destroy();
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (this.buffer.length < end) return;
    this.buffer = this.buffer.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(Number(head.slice(9, 12)));
  }

  close() {
    this.socket.destroy();
  }
}

const idle = new Map<number, Connection[]>();

/** The request's bytes, made once per call site: a loop sends the same few requests again and again. */
export function requestBytes(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Buffer {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [
    `${method} ${url} HTTP/1.1`,
    'host: 127.0.0.1',
    'x-requested-with: wallet-user',
    ...(payload ? ['content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`] : []),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}

/** Sends `request` on an idle keep-alive connection to `port` (or a new one); the reply's status. */
export async function send(port: number, request: Buffer): Promise<number> {
  const pool = idle.get(port) ?? [];
  idle.set(port, pool);
  let connection = pool.pop();
  // A connection the server closed while it was idle is dropped, not reused.
  while (connection?.closed) connection = pool.pop();
  connection ??= new Connection(port);
  const status = await connection.send(request);
  if (!connection.closed) pool.push(connection);
  return status;
}

/** Closes the idle connections (before a server is stopped or killed). */
export function closeConnections() {
  for (const pool of idle.values()) for (const connection of pool.splice(0)) connection.close();
}
