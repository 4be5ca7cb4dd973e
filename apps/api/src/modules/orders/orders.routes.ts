import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Routes of the orders feature. */
export function ordersRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
