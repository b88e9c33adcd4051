#!/usr/bin/env node
// `npm run storybook:serve`: serves a built static site (default storybook-static/, after
// `npm run build-storybook`) on http://127.0.0.1:6006 — no dev server, no extra dependency.
//   node scripts/serve-static.mjs [dir]     PORT=6006 HOST=127.0.0.1
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Starts the server; resolves with its URL. Exported for the test. */
export function serve(dir, { port = 6006, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, pathname);
    // Never outside the folder, whatever the URL says.
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const size = (await stat(file)).size;
      res.writeHead(200, {
        'content-type': types[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': size,
        'cache-control': 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}` });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'storybook-static';
  try {
    await stat(path.join(dir, 'index.html'));
  } catch {
    console.error(`serve-static: no ${dir}/index.html — run \`npm run build-storybook\` first.`);
    process.exit(1);
  }
  const { url } = await serve(dir, { port: Number(process.env.PORT) || 6006, host: process.env.HOST || '127.0.0.1' });
  console.log(`Serving ${dir}/ on ${url}`);
}
