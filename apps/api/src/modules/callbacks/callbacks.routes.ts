import { CALLBACK_REMINDER_INTERVAL_MS, ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { CALLBACK_REMINDER_JOB, callbackList, remindDueCallbacks } from './callbacks.service.js';

/** Callbacks (docs/callbacks.md): the list (GET and POST) and the recurring reminder. */
export function callbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.callbackList, callbackList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.callbackListFilter, callbackList, { filter: ({ body }) => body });
  ctx.jobs.every(CALLBACK_REMINDER_JOB, CALLBACK_REMINDER_INTERVAL_MS, async () => {
    await remindDueCallbacks(ctx.systemDb, ctx.push);
  });
}
