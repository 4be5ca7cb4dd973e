const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The SQLSTATE of a database error: pg's DatabaseError and PGlite's errors both carry it as
 * `code` next to `severity`; a wrapper (a transaction helper, a library) may keep it as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
