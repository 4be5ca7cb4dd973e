import type { z } from 'zod';
import type { RoleCode } from '../roles.js';

/** Who may call: `public` needs no token; `authenticated` any user with a role; a list needs a shared role. */
export type EndpointAccess = 'public' | 'authenticated' | readonly RoleCode[];

/** One call of the API: method, path, input schemas, answer data and access (see ENDPOINTS). */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: EndpointAccess;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** Form-encoded body (POST /oauth/token). */
  form?: boolean;
  data: z.ZodType;
  paged?: boolean;
}
