import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { IMMUTABLE_CACHE } from './web-client.js';

/**
 * The built web app goes out compressed, as the build made it (brotli or gzip copies beside each
 * file), with long cache headers for the hashed assets and none for the page (docs/web.md). A small
 * dist of its own, laid out as `vite build` lays it out, so the test needs no build of the app.
 */

const SCRIPT = `export const greeting = ${JSON.stringify('xin chào '.repeat(200))};\n`;
const PAGE =
  '<!doctype html><html><head><script src="/app-config.js"></script>' +
  '<script type="module" src="/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>';

/** Writes a file and its .br and .gz copies, as the build's compression plugin does. */
function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('web client files', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'leadline-web-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeWithCopies(join(distDir, 'index.html'), PAGE);
    writeWithCopies(join(distDir, 'assets', 'index-Abc123.js'), SCRIPT);
    // A file without copies (a font is compressed already) goes out as it is.
    writeFileSync(join(distDir, 'assets', 'font-Def456.woff2'), Buffer.from([1, 2, 3, 4]));
    server = await startTestServer({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers a hashed asset in brotli when asked, cached for good', async () => {
    const response = await get('/assets/index-Abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a browser that accepts gzip only', async () => {
    const response = await get('/assets/index-Abc123.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the file as it is otherwise', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'zstd']) {
      const response = await get('/assets/index-Abc123.js', acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
    const font = await get('/assets/font-Def456.woff2', 'br');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect([...font.rawPayload]).toEqual([1, 2, 3, 4]);
  });

  it('never caches the page, the client routes that answer it included', async () => {
    for (const url of ['/', '/auth/login', '/apps/orders/list', '/index.html']) {
      const compressed = await get(url, 'br');
      expect(compressed.statusCode, url).toBe(200);
      expect(compressed.headers['content-type'], url).toMatch(/^text\/html/);
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(compressed.headers['cache-control'], url).toBe('no-cache');
      expect(compressed.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PAGE);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body).toBe(PAGE);
    }
  });

  it('serves no compressed copy under a name of its own, and unknown API paths answer 404', async () => {
    // The copies are reached through negotiation only: their own names are missing files.
    const copy = await get('/assets/index-Abc123.js.br', 'br');
    expect(copy.statusCode).toBe(404);
    const api = await get('/api/no-such-call', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, error: 'not_found' });
  });

  // A missing file once answered the page with 200; after a deployment an open tab's lazy page
  // module was gone and the browser parsed HTML as a script.
  it('answers 404 to a missing file, and the page to a navigation only', async () => {
    const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/assets/page-Old999.js', '/assets/style-Old999.css', '/favicon.ico', '/robots.txt']) {
      const response = await server.app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ code: 404, error: 'not_found' });
    }
    // A script's fetch of a route that is not a file, asking for JSON: not a navigation either.
    const json = await server.app.inject({
      method: 'GET',
      url: '/apps/orders/list',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    for (const url of ['/apps/orders/list', '/apps/orders/edit/lead/12', '/auth/login?next=%2Fapps']) {
      const page = await server.app.inject({ method: 'GET', url, headers: navigation });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(PAGE);
    }
  });
});
