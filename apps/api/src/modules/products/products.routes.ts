import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** Routes of the products feature. */
export function productsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
