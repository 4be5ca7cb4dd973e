import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Routes of the locations feature. */
export function locationsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
