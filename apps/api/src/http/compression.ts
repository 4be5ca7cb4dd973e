import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers under this size go as they are: gzip's header and the round trip to the pool cost more. */
const THRESHOLD_BYTES = 1024;
/** Level 1, the fastest: most of the gain at a small part of the default level's CPU. */
const LEVEL = 1;

const gzipOnce = promisify(gzip);

/**
 * Answers of 1 KB and more are gzipped when the client accepts it (bench/README.md measures the
 * sizes and the CPU): a 200-row management page goes from about 100 KB to under 10 KB, which an
 * agent on a call-centre's shared line feels. Level 1. zlib runs in libuv's pool, not on the thread
 * that serves every call. Brotli is left out: as fast a level compresses no better than gzip's.
 * The built web client is compressed once at build time instead (http/web-client.ts serves the
 * .br and .gz files), and request bodies are read as sent: a gzipped body is refused as before.
 *
 * Two paths. The API's JSON answers, already one string when onSend sees them, are compressed in
 * one zlib call (`answerInOneCall`): @fastify/compress turns every answer into a stream piped
 * through a zlib stream and sends it chunked, which cost the serving thread 0.31 ms a call in the
 * load bench (issue 27). Streamed answers (exports, files) still go through the plugin.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // An instance hook runs before the plugin's route hook: what it compresses, the plugin passes.
  app.addHook('onSend', answerInOneCall);
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: THRESHOLD_BYTES,
    // gzip only: every browser sends it, and a client that asks only for deflate gets the
    // web client's files as they are, as before (their .gz and .br are made at build time).
    encodings: ['gzip'],
    zlibOptions: { level: LEVEL },
  });
}

async function answerInOneCall(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
  if (request.headers['x-no-compression'] !== undefined || !acceptsGzip(request.headers['accept-encoding'])) {
    return payload;
  }
  const zipped = await gzipOnce(payload, { level: LEVEL });
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return zipped;
}

/**
 * Whether Accept-Encoding allows gzip (RFC 9110 12.5.3): named as gzip or x-gzip with a q-value
 * above 0, or, when not named, allowed by `*` with a q-value above 0.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  const gzipWeight = weights.get('gzip') ?? weights.get('*');
  return gzipWeight !== undefined && gzipWeight > 0;
}
