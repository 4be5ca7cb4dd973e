import pino from 'pino';

let destination: pino.DestinationStream | null = null;

/**
 * Where the server's log lines go: standard output, written asynchronously (writing each request's
 * line synchronously was 6% of the process's CPU under load). Lines written while a write is in
 * flight are joined into the next one; none waits for a buffer to fill, so a quiet server still
 * logs at once. What is buffered is written synchronously when the process exits (process.exit, a
 * signal's shutdown, an uncaught exception). One per process: it is stdout.
 */
export function logDestination(): pino.DestinationStream {
  if (destination) return destination;
  const stream = pino.destination({ dest: 1, sync: false, minLength: 0 });
  process.on('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Nothing was pending, or stdout is gone: nothing more can be written.
    }
  });
  destination = stream;
  return stream;
}
