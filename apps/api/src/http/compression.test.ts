import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPushStream } from '../testing/push-stream-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { acceptsGzip } from './compression.js';

describe('compressed answers', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('vn1.admin');
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, ...headers } });

  it('gzips a large answer for a client that accepts it, to the same JSON', async () => {
    const url = '/api/orders/management?limit=200';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(unzipped).toEqual(plain.json());
  });

  it('sends a compressed answer whole, with its length, not as a chunked stream', async () => {
    const zipped = await get('/api/orders/management?limit=200', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.headers['transfer-encoding']).toBeUndefined();
  });

  it('sends as it is to a client that refuses gzip or asks for no compression', async () => {
    const refusing: Record<string, string>[] = [
      { 'accept-encoding': 'gzip;q=0, br' },
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ];
    for (const headers of refusing) {
      const plain = await get('/api/orders/management?limit=200', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toMatchObject({ code: 200 });
    }
  });

  it('reads Accept-Encoding as RFC 9110 says: names, aliases, * and q-values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('sends a small answer as it is', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it('never compresses the push stream, whose events must leave as they happen', async () => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openPushStream(baseUrl, admin);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-encoding')).toBeNull();
      // The first event arrives at once, not when a compressor's buffer fills.
      await stream.next((event) => event.type === 'push.ready');
    } finally {
      stream.close();
    }
  });
});
