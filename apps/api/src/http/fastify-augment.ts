import type { EndpointAccess, Language } from '@leadline/contracts';
import type { RequestScope } from './register-endpoint.js';
import type { SessionUser } from './session-user.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a signed-in call's scoped transaction (app.ts; the request pipeline calls it). */
    requestScope: RequestScope;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    language: Language;
  }
  interface FastifyContextConfig {
    access?: EndpointAccess;
  }
}
