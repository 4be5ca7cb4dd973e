import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFileEndpoint } from '../../http/register-file-endpoint.js';
import type { PushHub } from './push-hub.js';

function bearerToken(header: string | undefined): string {
  return header?.split(' ')[1] ?? '';
}

/**
 * GET /api/push/stream: server-sent events for the caller. The access guard has checked the token
 * as for every call; the stream stays open until the client leaves or the hub ends it (token
 * revoked, server closing).
 */
export function pushRoutes(app: FastifyInstance, hub: PushHub): void {
  registerFileEndpoint(app, ENDPOINTS.pushStream, async ({ user, request }) => ({
    // No keep-alive: the socket ends with the stream, so nothing holds the server's close.
    headers: { 'x-accel-buffering': 'no', 'content-disposition': 'inline', connection: 'close' },
    write: (output, signal) =>
      new Promise<void>((resolve) => {
        const detach = hub.attach(user, bearerToken(request.headers.authorization), output, resolve);
        signal.addEventListener('abort', () => {
          detach();
          resolve();
        });
      }),
  }));
}
