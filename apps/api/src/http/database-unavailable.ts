import { sqlStateOf } from './sql-state.js';

/** Seconds a client (a load balancer, the web app) is told to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a server that cannot serve now, not of a bad statement: the connection exception
 * class (08), the operator intervention ones (57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now: a server starting or in recovery), a server out of connections (53300), and
 * a read-only standby answering a write after a failover (25006 read_only_sql_transaction is not
 * here: a read-only role's own write is refused the same way and is the client's fault).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node's socket errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * node-pg's own messages when the connection is gone or never came: they carry no SQLSTATE.
 * ("timeout exceeded when trying to connect" is pg-pool's connectionTimeoutMillis, which also ends
 * a wait for a turn in a full pool.)
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether a failure means the database is out of reach (down, restarting, failing over, this
 * session ended by an operator), which a client should retry, rather than a fault of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlState = sqlStateOf(error);
  if (sqlState) return sqlState.startsWith('08') || UNAVAILABLE_STATES.has(sqlState);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A connection to "localhost" tries ::1 and 127.0.0.1: refused on both is an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
