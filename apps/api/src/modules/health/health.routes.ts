import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.health, async () => {
    // The server only listens after migrating; this also proves the database answers now.
    const result = await sql<{
      version: string;
    }>`SELECT max(version) AS version FROM schema_migrations`.execute(ctx.systemDb);
    return {
      data: { status: 'ok' as const, engine: ctx.engine.kind, version: result.rows[0]?.version ?? '' },
    };
  });
}
