import type { EndpointAccess, Language } from '@leadline/contracts';
import type { SessionUser } from './session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    language: Language;
  }
  interface FastifyContextConfig {
    access?: EndpointAccess;
  }
}
