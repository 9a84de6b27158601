/** The rulebook's tiny static server sends text gzipped to a client that accepts it, as a real host does. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Served } from '../site/scripts/serve.ts';

let site: Served;
const page = `<!doctype html><title>t</title>${'<p>a board, a board, a board</p>'.repeat(200)}`;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'tablero-serve-'));
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, '404.html'), 'gone');
  writeFileSync(join(root, 'glass.png'), Buffer.from([137, 80, 78, 71]));
  site = await serve(root);
});

afterAll(() => site.close());

/** One GET with these headers: the status, the headers and the raw body. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve', () => {
  it('sends a page gzipped when the client accepts gzip, and plain when it does not', async () => {
    const zipped = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(page);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('sends images as they are, and the 404 page for an unknown path', async () => {
    const png = await get('/glass.png', { 'accept-encoding': 'gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect([...png.body]).toEqual([137, 80, 78, 71]);
    const missing = await get('/nowhere/', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('gone');
  });
});
