import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB and more are gzipped when the client accepts it (bench/README.md measures the
 * sizes and the CPU): a 200-row management page goes from about 100 KB to under 10 KB, which an
 * agent on a call-centre's shared line feels. Level 1, the fastest: most of the gain at a small
 * part of the default level's CPU, on the thread that serves every call. zlib runs in libuv's
 * pool, not on that thread. Brotli is left out: as fast a level compresses no better than gzip's.
 * The built web client is compressed once at build time instead (http/web-client.ts serves the
 * .br and .gz files), and request bodies are read as sent: a gzipped body is refused as before.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    // gzip only: every browser sends it, and a client that asks only for deflate gets the
    // web client's files as they are, as before (their .gz and .br are made at build time).
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
  });
}
