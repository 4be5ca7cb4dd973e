import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerListEndpoint } from '../../shared/lists/paged-list.js';
import { callbackList } from './callbacks.service.js';

/** Callbacks (docs/callbacks.md): the list (GET and POST); the recurring reminder is in callbacks.module.ts. */
export function callbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListEndpoint(app, ctx, ENDPOINTS.callbackList, callbackList, { filter: ({ query }) => query });
  registerListEndpoint(app, ctx, ENDPOINTS.callbackListFilter, callbackList, { filter: ({ body }) => body });
}
