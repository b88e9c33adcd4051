import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.has(path.extname(entry.name))) yield full;
  }
}

async function fresh(compressed: string, source: number): Promise<boolean> {
  const stat = await fs.stat(compressed).catch(() => null);
  return stat !== null && stat.mtimeMs >= source;
}

/** Writes through a temporary name, so a reader never sees half a file (several servers may share dist/). */
async function writeAtomic(file: string, content: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

/**
 * Gzip and brotli twins of the built client's text files (`x.js.gz`, `x.js.br`), made once per
 * build, which @fastify/static (`preCompressed`) sends to browsers that accept them: compressed
 * once, not per request. Runs in the background (zlib's thread pool); until a twin exists, the
 * plain file is sent. A read-only dist/ only means no twins.
 */
export async function precompress(distDir: string): Promise<number> {
  let made = 0;
  for await (const file of files(distDir)) {
    const stat = await fs.stat(file);
    if (stat.size < 1024) continue;
    const content = await fs.readFile(file);
    if (!(await fresh(`${file}.gz`, stat.mtimeMs))) {
      await writeAtomic(`${file}.gz`, await gzip(content, { level: 9 }));
      made++;
    }
    if (!(await fresh(`${file}.br`, stat.mtimeMs))) {
      await writeAtomic(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      made++;
    }
  }
  return made;
}
