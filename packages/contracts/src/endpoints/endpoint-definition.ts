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
  /**
   * A multipart/form-data body carrying one file in the part `field`, read up to `maxBytes`
   * (the handler is told when the file was longer). Path and query still take the other inputs.
   */
  upload?: FileUpload;
  /** The answer is a file, not the envelope (exports, templates); refusals still answer the envelope. */
  file?: FileAnswer;
  /** The envelope's data; unused by a `file` call. */
  data: z.ZodType;
  paged?: boolean;
}

export interface FileUpload {
  field: string;
  maxBytes: number;
}

export interface FileAnswer {
  contentType: string;
  /** The name the browser saves it under (Content-Disposition). */
  fileName: string;
}
