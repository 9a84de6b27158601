/**
 * A tiny static server for the built rulebook (site/dist): directories serve their index.html, unknown
 * paths the 404 page, and text goes out gzipped to a client that accepts it, as any real host sends it
 * (Lighthouse counts the bytes sent). Used by the site tests and the Lighthouse scripts.
 *
 *   node site/scripts/serve.ts [port]      serves site/dist on 127.0.0.1
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The types a host compresses: text, not images or fonts (already compressed). */
const COMPRESSED = /^(text\/|application\/(json|xml)|image\/svg)/;

export interface Served {
  readonly server: Server;
  readonly origin: string;
  close(): Promise<void>;
}

export async function serve(root = DIST, port = 0): Promise<Served> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) return void res.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const gzip = COMPRESSED.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600', vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(body) : body);
    } catch {
      const notFound = await readFile(join(root, '404.html')).catch(() => Buffer.from('not found'));
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await serve(DIST, Number(process.argv[2] ?? 4321));
  console.log(`serving ${DIST} at ${s.origin}/`);
}
