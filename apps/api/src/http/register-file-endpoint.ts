import { PassThrough, type Writable } from 'node:stream';
import type { EndpointDefinition } from '@leadline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointRouteSchema } from './endpoint-route-schema.js';
import { bodyLimitOf } from './json-body.js';
import { refuseUnknownQuery } from './query-parameters.js';
import { baseInputOf, type StepwiseHandlerInput, scopeRunnerOf } from './register-endpoint.js';

/** A call of the contracts' table whose answer is a file (`file` set): exports, templates. */
export type FileEndpointDefinition = EndpointDefinition & { file: NonNullable<EndpointDefinition['file']> };

interface FileReplyBase {
  /** Extra response headers, such as the row count of an export. */
  headers?: Record<string, string | number>;
  /** Instead of the definition's `file.fileName`. */
  fileName?: string;
}

/**
 * A file written as it is sent: `write` is called once the headers are on their way; it writes
 * into `output`, waits when `output` asks it to (`writableNeedDrain`), resolves when the file is
 * complete and stops when `signal` aborts (the client went away).
 */
export interface StreamedFile extends FileReplyBase {
  write(output: Writable, signal: AbortSignal): Promise<void>;
}

/** A small file made in memory (a template, a list of failed rows). */
export interface BufferedFile extends FileReplyBase {
  body: Uint8Array;
}

export type FileReply = StreamedFile | BufferedFile;

/**
 * Everything that may refuse the call runs before the handler returns (the input schemas and
 * the access row run before it is called): a throw there answers the envelope, and no byte of
 * the file has been sent. A failure while a file is streamed can only cut it short; it is logged.
 */
export type FileEndpointHandler<D extends FileEndpointDefinition> = (
  input: StepwiseHandlerInput<D>,
) => Promise<FileReply>;

/** What is queued towards the client before `write` is asked to wait. */
const OUTPUT_HIGH_WATER_MARK = 256 * 1024;

/** `attachment` with an ASCII file name and, for names beyond ASCII, the UTF-8 one (RFC 6266, 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The writer's side of a streamed file: backpressure, a stop when the client leaves, a cut on failure. */
function streamOf(file: StreamedFile, request: FastifyRequest): PassThrough {
  const output = new PassThrough({ highWaterMark: OUTPUT_HIGH_WATER_MARK });
  const left = new AbortController();
  // Fastify destroys the stream when the client goes away.
  output.once('close', () => {
    if (!output.writableFinished) left.abort(new Error('the client closed the connection'));
  });
  output.on('error', () => left.abort(new Error('the answer failed')));
  file.write(output, left.signal).then(
    () => {
      if (!output.writableEnded) output.end();
    },
    (error: unknown) => {
      if (!left.signal.aborted) {
        request.log.error(
          { err: error, method: request.method, url: request.url, userId: request.sessionUser?.userId },
          'file answer failed while streaming',
        );
      }
      // The headers are gone: cutting the answer short is the only way left to tell the client.
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return output;
}

/**
 * Registers a `file` call of the contracts' ENDPOINTS table, the way `registerEndpoint`
 * registers an envelope call: the row's zod schemas validate the input and document it in
 * OpenAPI, the access guard enforces its `access` row (config.access), and every refusal answers
 * the envelope (error handler). The answer is the file, with the row's content type and file
 * name (Content-Disposition), sent from memory or streamed as it is written.
 */
export function registerFileEndpoint<D extends FileEndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: FileEndpointHandler<D>,
): void {
  // Not typed by the zod provider: its reply type would be the OpenAPI schema's File.
  app.route({
    method: definition.method,
    url: definition.path,
    schema: endpointRouteSchema(definition, {
      200: {
        description: `The file ${definition.file.fileName}; a refusal answers the envelope instead`,
        content: { [definition.file.contentType]: { schema: z.file() } },
      },
    }),
    config: { access: definition.access },
    // Server-sent events go out as they happen: a compressor would hold them until its buffer fills.
    ...(definition.file.contentType.startsWith('text/event-stream') ? { compress: false as const } : {}),
    bodyLimit: bodyLimitOf(definition),
    preValidation: refuseUnknownQuery(definition),
    handler: async (request, reply) => {
      // A streamed file outlives any one transaction: the handler opens its steps' with `scope`.
      const input = await baseInputOf(request, reply, definition);
      const file = await handler({
        ...input,
        scope: scopeRunnerOf(request, definition),
      } as StepwiseHandlerInput<D>);

      reply
        .status(200)
        .header('content-type', definition.file.contentType)
        .header('content-disposition', contentDisposition(file.fileName ?? definition.file.fileName))
        .header('cache-control', 'no-store');
      for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, String(value));
      return reply.send('body' in file ? Buffer.from(file.body) : streamOf(file, request));
    },
  });
}
