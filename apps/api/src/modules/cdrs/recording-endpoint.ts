import { ENDPOINTS, isAgentOnly } from '@leadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound, unauthorized } from '../../http/app-error.js';
import { refuseUnknownQuery } from '../../http/query-parameters.js';
import { callForRecording, recordingOf } from './cdrs.repository.js';
import { recordingSigner } from './cdrs.service.js';
import type { RecordingUrlSigner } from './recording-url.js';

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range of RFC 9110 (what <audio> asks for when it seeks); several ranges get the whole file. */
export function parseRange(header: string | undefined, size: number): Range {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  let start: number;
  let end: number;
  if (first === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(last));
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function sendAudio(request: FastifyRequest, reply: FastifyReply, contentType: string, data: Uint8Array) {
  const size = data.byteLength;
  const range = parseRange(request.headers.range, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', contentType)
    .header('cache-control', 'private, max-age=3600');
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (range) {
    const part = Buffer.from(data.buffer, data.byteOffset + range.start, range.end - range.start + 1);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', part.byteLength)
      .send(part);
  }
  return reply
    .status(200)
    .header('content-length', size)
    .send(Buffer.from(data.buffer, data.byteOffset, size));
}

/**
 * GET /api/cdrs/{callId}/recording, registered by hand: its answer is audio with Range support
 * (206 Partial Content), which registerFileEndpoint (a whole attachment) does not do. Access is
 * checked here: the caller is the user of a bearer token, or of the session a recordingUrl the
 * CDR list gave out was signed for (recording-url.ts) while that session is live (a logout ends
 * it: 401 invalid_token); either way the caller must see the call (org by row-level security,
 * agents their own calls).
 */
export function registerRecordingEndpoint(app: FastifyInstance, ctx: AppContext): void {
  const definition = ENDPOINTS.cdrRecording;
  const signer = recordingSigner(ctx);
  /** The user of the session a signed recordingUrl was given to, while that session is live. */
  const signedUrlUser = async (callId: number, query: Parameters<RecordingUrlSigner['verify']>[1]) => {
    const signed = await signer.verify(callId, query);
    if (!signed) throw unauthorized();
    return ctx.auth.liveSession(signed.userId, signed.issuedAtMs, signed.expiresAtMs);
  };
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      params: definition.params,
      querystring: definition.query,
      response: {
        200: { description: 'The recording (audio/wav)', content: { 'audio/wav': { schema: z.file() } } },
      },
    },
    config: { access: definition.access },
    preValidation: refuseUnknownQuery(definition),
    handler: async (request, reply) => {
      const { callId } = definition.params.parse(request.params);
      const query = definition.query.parse(request.query);
      const user = request.sessionUser ?? (await signedUrlUser(callId, query));
      // A signed URL's caller is known only here, so this route asks the pipeline's scope itself.
      const { call, recording } = await request.server.requestScope(
        user,
        { readOnly: true },
        async (trx) => ({
          call: await callForRecording(trx, callId),
          recording: await recordingOf(trx, callId),
        }),
      );
      if (!call || (isAgentOnly(user.roles) && call.agentId !== user.userId)) throw notFound();
      if (recording) return sendAudio(request, reply, recording.contentType, recording.data);
      // A PBX keeps its own recordings: the browser fetches it from there.
      if (call.recordingUrl) return reply.redirect(call.recordingUrl, 302);
      throw notFound();
    },
  });
}
