import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas (contracts' ENDPOINTS). */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leadline API',
        version: '0.1.0',
        description: 'Every answer is the envelope {code, message, data, total}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
