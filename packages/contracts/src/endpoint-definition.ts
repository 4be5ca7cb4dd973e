import type { z } from 'zod';
import type { ErrorCode } from './envelope.js';
import type { RoleCode } from './roles.js';

/** Who may call: `public` needs no token; `authenticated` any user with a role; a list needs a shared role. */
export type EndpointAccess = 'public' | 'authenticated' | readonly RoleCode[];

/**
 * What a call does to the data. A `write` is refused to read-only roles (READ_ONLY_ROLES) whatever
 * its access row lists; a `read` changes nothing (a POST may read: list filters, exports); an
 * `own-account` call changes only the caller's own session, password, preferences or presence.
 */
export type EndpointEffect = 'read' | 'write' | 'own-account';

/** One call of the API: method, path, input schemas, answer data and access (see ENDPOINTS). */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: EndpointAccess;
  /**
   * Unset: a GET reads and every other method writes, so a new write is guarded without anyone
   * remembering to. Set it on a POST that only reads, a GET that writes, or an own-account call.
   */
  effect?: EndpointEffect;
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
  /**
   * The largest body (bytes) the call reads, when it needs another than the API's default for its
   * access (a few KB for a public call, 1 MB behind a session: apps/api/src/http/json-body.ts).
   */
  bodyLimit?: number;
  /** The answer is a file, not the envelope (exports, templates); refusals still answer the envelope. */
  file?: FileAnswer;
  /** The envelope's data; unused by a `file` call. */
  data: z.ZodType;
  paged?: boolean;
  /**
   * What the call does beyond its summary, for the API document (operation description); the
   * document adds what the table says already (access, effect, paging, the answers).
   */
  description?: string;
  /**
   * An example body for the API document, where the one it makes from the schema would not pass
   * the call's rules between fields (a test checks it against `body`).
   */
  example?: unknown;
  /** The envelope's `code` on success when it is not CODE_OK (create-lead answers 0, SPEC.md 7). */
  successCode?: number;
  /**
   * Business codes the call answers inside HTTP 200, with data null, besides success (SPEC.md 8:
   * the order detail's 400, 403, 404001): a client branches on the envelope's code.
   */
  outcomes?: readonly BusinessOutcomeCode[];
  /**
   * HTTP refusals the call gives beyond those every call of its kind gives (docs/api.md 'The API
   * document': input, token, role, a path's row, body size, outage).
   */
  refusals?: readonly Refusal[];
}

/** A business code answered inside HTTP 200, and when. */
export interface BusinessOutcomeCode {
  code: number;
  when: string;
}

/** An HTTP refusal in the envelope: its status, machine code (`error`) and when. */
export interface Refusal {
  status: number;
  /** Absent when the refusal carries the call's data instead (the postback simulator's played failure). */
  error?: ErrorCode;
  when: string;
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
